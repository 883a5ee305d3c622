import { describe, expect, it } from 'vitest';
import { csvCell, csvPounds, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['Plain text', 'Plain text'],
    ['Cut, wash & blow-dry', '"Cut, wash & blow-dry"'],
    ['The "deluxe" one', '"The ""deluxe"" one"'],
    ['Line one\nline two', '"Line one\nline two"'],
    ['=HYPERLINK("http://evil.test")', `"'=HYPERLINK(""http://evil.test"")"`],
    ['+44 7700 900456', "'+44 7700 900456"],
    ['-1+2', "'-1+2"],
    ['-12.50', '-12.50'],
    ['-12.50e3', "'-12.50e3"],
    ['-', "'-"],
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
    expect(
      toCsv([
        ['a', 'b, c'],
        [1, 2],
      ]),
    ).toBe('\uFEFFa,"b, c"\r\n1,2\r\n');
  });
});

describe('csvPounds', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-1250, '-12.50'],
    [-5, '-0.05'],
    [123456789, '1234567.89'],
  ])('%d pence → %s', (pence, expected) => {
    expect(csvPounds(pence)).toBe(expected);
  });

  it('stays a number in a CSV cell, negative amounts too', () => {
    expect(csvCell(csvPounds(-1250))).toBe('-12.50');
  });
});
