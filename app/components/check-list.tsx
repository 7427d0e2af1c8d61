import { Icon } from "./icon";

/** A list with a tick before each item, or a cross for things that are not included. */
export function CheckList({ items, cross = false }: { items: readonly string[]; cross?: boolean }) {
  return (
    <ul className={cross ? "check-list check-list--cross" : "check-list"}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={cross ? "close" : "check"} /> {item}
        </li>
      ))}
    </ul>
  );
}
