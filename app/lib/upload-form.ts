/** Names and texts the upload form shares between the server action and the browser. */
export const FILE_FIELD = "photo";
export const HONEYPOT_FIELD = "website";
export const ACCESS_CODE_FIELD = "accessCode";

export const MESSAGES = {
  noFile: "Please select a file to upload.",
  success: ["Image uploaded successfully!", "Data added successfully!"],
  uploadError: (message: string) => `Error uploading file: ${message}`,
  recordError: (message: string) => `Something went wrong: ${message}`,
} as const;
