import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['Plain text', 'Plain text'],
    ['Cut, wash & blow-dry', '"Cut, wash & blow-dry"'],
    ['The "deluxe" one', '"The ""deluxe"" one"'],
    ['Line one\nline two', '"Line one\nline two"'],
    ['=HYPERLINK("http://evil.test")', `"'=HYPERLINK(""http://evil.test"")"`],
    ['+44 7700 900456', "'+44 7700 900456"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers as they are', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, after a byte-order mark', () => {
    expect(toCsv([['a', 'b, c'], [1, 2]])).toBe('\uFEFFa,"b, c"\r\n1,2\r\n');
  });
});
