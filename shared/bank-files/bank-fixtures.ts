/**
 * Bank files written for the tests: the same five lines in every format and bank layout, so that each parser can
 * be held to one expectation. The quirks are the real ones (unclosed SGML tags, two identical same-day fares,
 * Windows-1252 and UTF-16 text, NAB's `08-Dec-21` dates, Westpac's debit and credit columns).
 */
export type FixtureLine = { date: string; amount: number; description: string };

export const fixtureLines: FixtureLine[] = [
  { date: '2026-10-02', amount: 165000, description: 'HARBOURSIDE DENTAL INV 1042' },
  { date: '2026-10-03', amount: -8640, description: 'BP FUEL EPPING' },
  { date: '2026-10-03', amount: -676, description: 'TRANSPORTNSW OPAL' },
  { date: '2026-10-03', amount: -676, description: 'TRANSPORTNSW OPAL' },
  { date: '2026-10-05', amount: -120450, description: 'ALLIANZ INSURANCE' },
];

const dollars = (cents: number, { plus = false, commas = false } = {}) => {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(commas ? /\B(?=(\d{3})+(?!\d))/g : /$^/, ',');
  const text = `${whole}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : plus ? `+${text}` : text;
};
const compact = (date: string) => date.replaceAll('-', '');
const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const mdy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const nabDate = (date: string) => `${date.slice(8, 10)}-${months[Number(date.slice(5, 7)) - 1]}-${date.slice(2, 4)}`;

/** OFX 1.02: SGML header, leaf tags never closed. FITIDs numbered 1, 2, 3 per file, as some banks do. */
export function ofxSgml(lines: FixtureLine[] = fixtureLines): string {
  const transactions = lines
    .map(
      (l, i) =>
        `<STMTTRN>\n<TRNTYPE>${l.amount < 0 ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${compact(l.date)}120000.000[10:AEST]\n<TRNAMT>${dollars(l.amount)}\n<FITID>${i + 1}\n<NAME>${l.description.replaceAll('&', '&amp;')}\n</STMTTRN>`,
    )
    .join('\n');
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>AUD\n<BANKTRANLIST>\n${transactions}\n</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>1000.00\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
}

/** OFX 2.x: XML, every tag closed, payee in NAME and a MEMO beside it. */
export function ofxXml(lines: FixtureLine[] = fixtureLines): string {
  const transactions = lines
    .map(
      (l, i) =>
        `      <STMTTRN>\n        <TRNTYPE>${l.amount < 0 ? 'DEBIT' : 'CREDIT'}</TRNTYPE>\n        <DTPOSTED>${compact(l.date)}</DTPOSTED>\n        <TRNAMT>${dollars(l.amount)}</TRNAMT>\n        <FITID>X${i}</FITID>\n        <NAME>${l.description}</NAME>\n      </STMTTRN>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>\n  <BANKMSGSRSV1><STMTTRNRS><STMTRS>\n    <BANKTRANLIST>\n${transactions}\n    </BANKTRANLIST>\n  </STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`;
}

/** QIF as Australian banks write it (day first); `monthFirst` as US Quicken does. */
export function qif(lines: FixtureLine[] = fixtureLines, { monthFirst = false } = {}): string {
  return `!Type:Bank\n${lines.map((l) => `D${(monthFirst ? mdy : dmy)(l.date)}\nP${l.description}\nT${dollars(l.amount, { commas: true })}\n^`).join('\n')}\n`;
}

/** CBA: no header; date, signed amount (a `+` on credits), description, balance. */
export function cbaCsv(lines: FixtureLine[] = fixtureLines): string {
  return lines.map((l) => `${dmy(l.date)},"${dollars(l.amount, { plus: true })}","${l.description}","+1000.00"`).join('\r\n') + '\r\n';
}

/** ANZ: no header; date, amount, description. */
export function anzCsv(lines: FixtureLine[] = fixtureLines): string {
  return lines.map((l) => `${dmy(l.date)},"${dollars(l.amount)}","${l.description}"`).join('\n') + '\n';
}

export function westpacCsv(lines: FixtureLine[] = fixtureLines): string {
  const header = 'Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial';
  const rows = lines.map(
    (l) =>
      `732000123456,${dmy(l.date)},${l.description},${l.amount < 0 ? dollars(-l.amount) : ''},${l.amount > 0 ? dollars(l.amount) : ''},1000.00,OTHER,`,
  );
  return [header, ...rows].join('\n') + '\n';
}

export function nabCsv(lines: FixtureLine[] = fixtureLines): string {
  const header = 'Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name';
  const rows = lines.map(
    (l) =>
      `${nabDate(l.date)},${dollars(l.amount)},083-123 12345678,,${l.amount < 0 ? 'EFTPOS' : 'CREDIT'},${l.description},1000.00,Other,`,
  );
  return [header, ...rows].join('\n') + '\n';
}

/** CAMT.053 with a namespace, one statement, an entry per line. */
export function camt053(lines: FixtureLine[] = fixtureLines): string {
  const entries = lines
    .map(
      (l, i) =>
        `<Ntry><NtryRef>R${i}</NtryRef><Amt Ccy="AUD">${dollars(Math.abs(l.amount))}</Amt><CdtDbtInd>${l.amount < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts>` +
        `<BookgDt><Dt>${l.date}</Dt></BookgDt><ValDt><Dt>${l.date}</Dt></ValDt>` +
        `<NtryDtls><TxDtls><RmtInf><Ustrd>${l.description}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\n<BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr><Stmt><Id>S1</Id>\n${entries}\n</Stmt></BkToCstmrStmt>\n</Document>\n`;
}

export const utf16le = (text: string, bom = true) =>
  Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);

/**
 * A CBA export of `count` lines, about 44 bytes each (200,000 make the 8.9 MB of the bank-file bench): a year and
 * a bit of card purchases and client deposits, a few hundred a day, with a balance column.
 */
export function bigCsv(count: number): string {
  const rows: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 500)));
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const cents = `${(i % 997) + 1}.${String(i % 100).padStart(2, '0')}`;
    rows.push(`${date},${i % 5 === 0 ? '+' : '-'}${cents},"SHOP ${i % 40000} SYDNEY",+0.00`);
  }
  return rows.join('\n') + '\n';
}
