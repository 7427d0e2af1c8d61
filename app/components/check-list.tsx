import { Icon } from "./icon";

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
