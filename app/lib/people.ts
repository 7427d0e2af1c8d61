/** The two kinds of person pages: teachers and musicians (the product's /teachers/{name}), and skippers. */
export type PersonKind = "teachers" | "skippers";
