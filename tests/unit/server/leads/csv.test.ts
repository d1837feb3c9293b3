import { leadsToCsv } from "../../../../server/leads/csv";

const BOM = "\uFEFF";

describe("leadsToCsv", () => {
  it("writes a BOM, a header line and quoted cells with CRLF line ends", () => {
    const csv = leadsToCsv(
      [
        { id: "1", name: "Ana García", attempts: 2 },
        { id: "2", name: "Ñandú Ibáñez", attempts: 0 },
      ],
      ["id", "name", "attempts"],
    );
    expect(csv).toBe(`${BOM}"id","name","attempts"\r\n"1","Ana García","2"\r\n"2","Ñandú Ibáñez","0"\r\n`);
  });

  it("writes only the header for no rows, and the columns in the order given", () => {
    expect(leadsToCsv([], ["b", "a"])).toBe(`${BOM}"b","a"\r\n`);
    expect(leadsToCsv([{ a: "1", b: "2", c: "3" }], ["c", "a"])).toBe(`${BOM}"c","a"\r\n"3","1"\r\n`);
  });

  it("doubles inner quotes and keeps commas and newlines inside the cell", () => {
    const csv = leadsToCsv([{ message: 'He said "hi", then\r\nleft\nagain' }], ["message"]);
    expect(csv).toBe(`${BOM}"message"\r\n"He said ""hi"", then\r\nleft\nagain"\r\n`);
  });

  it("writes null (and a missing column) as an empty cell", () => {
    expect(leadsToCsv([{ a: null }], ["a", "b"])).toBe(`${BOM}"a","b"\r\n"",""\r\n`);
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ["+34 612 345 678", `"'+34 612 345 678"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["@SUM(A1:A2)", `"'@SUM(A1:A2)"`],
    ["\t=1+1", `"'\t=1+1"`],
    ["\r=1+1", `"'\r=1+1"`],
  ])("makes the formula-like %p plain text", (value, cell) => {
    expect(leadsToCsv([{ name: value }], ["name"])).toBe(`${BOM}"name"\r\n${cell}\r\n`);
  });

  it("leaves other text alone, a formula character inside it, and numbers", () => {
    expect(leadsToCsv([{ a: "a=b", b: " =1", c: "'quoted", d: -1 }], ["a", "b", "c", "d"])).toBe(
      `${BOM}"a","b","c","d"\r\n"a=b"," =1","'quoted","-1"\r\n`,
    );
  });
});
