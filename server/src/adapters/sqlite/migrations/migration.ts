// A numbered migration: applied once, in order, at start, inside one transaction. Never edit
// a released migration: add the next number (README.md in this folder).
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
