/**
 * Reads a CSV file as spreadsheets write it (RFC 4180): fields split by commas, or by semicolons
 * when the header line has more of those (the French and Russian Excel default); quoted fields may
 * hold the separator, doubled quotes and line breaks; CRLF or LF; a byte-order mark is dropped.
 * Each row comes with the line it starts on, for a report a person can follow in their file.
 */
export interface CsvRow {
  line: number;
  fields: string[];
}

export function readCsv(text: string): CsvRow[] {
  const source = text.replace(/^\uFEFF/, "");
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== "") rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (c === separator) {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
  }
  if (field !== "" || fields.length > 0) endRow();
  return rows;
}
