import { describe, expect, it } from 'vitest';
import { CCD_ADDENDA05_ACH, CORRECTIONS_ACH, RETURNS_ACH, TWO_BATCHES_ACH } from './fixtures/files.ts';
import { readAchFile } from './reader.ts';

describe('readAchFile: the two-batch file', () => {
  const file = readAchFile(TWO_BATCHES_ACH);

  it('reads every file header field, trimmed', () => {
    expect(file.header).toEqual({
      priorityCode: '01',
      immediateDestination: '091000019',
      immediateOrigin: '1871234567',
      fileCreationDate: '260115',
      fileCreationTime: '0930',
      fileIdModifier: 'A',
      recordSize: '094',
      blockingFactor: '10',
      formatCode: '1',
      immediateDestinationName: 'FIRST DEMO BANK',
      immediateOriginName: 'CAUSEWAY INC',
      referenceCode: 'CW000001',
    });
  });

  it('reads the batch headers and controls', () => {
    expect(file.batches).toHaveLength(2);
    expect(file.batches[1]!.header).toEqual({
      serviceClassCode: '200',
      companyName: 'CAUSEWAY',
      companyDiscretionaryData: 'VENDOR RUN 7',
      companyId: '1871234567',
      secCode: 'CCD',
      companyEntryDescription: 'SUPPLIER',
      companyDescriptiveDate: 'JAN 26',
      effectiveEntryDate: '260116',
      settlementDate: '',
      originatorStatusCode: '1',
      originatingDfi: '09100001',
      batchNumber: 2,
    });
    expect(file.batches[0]!.control).toEqual({
      serviceClassCode: '220',
      entryAddendaCount: 3,
      entryHash: 16_300_039,
      totalDebitAmountCents: 0,
      totalCreditAmountCents: 512_345,
      companyId: '1871234567',
      messageAuthenticationCode: '',
      originatingDfi: '09100001',
      batchNumber: 1,
    });
  });

  it('reads entries with amounts in integer cents', () => {
    expect(file.batches[0]!.entries[1]).toEqual({
      transactionCode: '32',
      routingNumber: '021000021',
      accountNumber: '00987654321',
      amountCents: 500_000,
      individualId: 'TR-0002',
      individualName: "MARY-ANN O'NEIL",
      discretionaryData: 'S1',
      addendaIndicator: '0',
      traceNumber: '091000010000002',
      addenda: [],
    });
    expect(file.batches[1]!.entries[0]!.amountCents).toBe(9_999_999_999);
  });

  it('reads the file control', () => {
    expect(file.control).toEqual({
      batchCount: 2,
      blockCount: 2,
      entryAddendaCount: 5,
      entryHash: 28_000_999,
      totalDebitAmountCents: 0,
      totalCreditAmountCents: 10_000_512_345,
    });
  });
});

describe('readAchFile: line endings and layout', () => {
  it('reads CRLF line endings as LF', () => {
    expect(readAchFile(TWO_BATCHES_ACH.replaceAll('\n', '\r\n'))).toEqual(readAchFile(TWO_BATCHES_ACH));
  });

  it('reads a file without a final newline, or without padding lines', () => {
    const withoutPadding = TWO_BATCHES_ACH.split('\n').slice(0, 11).join('\n');
    expect(readAchFile(withoutPadding)).toEqual(readAchFile(TWO_BATCHES_ACH));
  });

  it('reads one unbroken stream of 94-character records', () => {
    expect(readAchFile(TWO_BATCHES_ACH.replaceAll('\n', ''))).toEqual(readAchFile(TWO_BATCHES_ACH));
  });
});

describe('readAchFile: addenda', () => {
  it('attaches addenda 99 to its return entry, with the date of death or null', () => {
    const [first, second] = readAchFile(RETURNS_ACH).batches[0]!.entries;
    expect(first!.addendaIndicator).toBe('1');
    expect(first!.addenda).toEqual([
      {
        type: '99',
        returnCode: 'R03',
        originalTraceNumber: '091000010000001',
        dateOfDeath: null,
        originalRdfi: '02100002',
        addendaInformation: 'NO ACCOUNT',
        traceNumber: '021000020000001',
      },
    ]);
    expect(second!.addenda[0]).toMatchObject({ returnCode: 'R15', dateOfDeath: '251231' });
  });

  it('attaches addenda 98 to its NOC entry', () => {
    const batch = readAchFile(CORRECTIONS_ACH).batches[0]!;
    expect(batch.header.secCode).toBe('COR');
    expect(batch.entries[1]!.addenda).toEqual([
      {
        type: '98',
        changeCode: 'C03',
        originalTraceNumber: '091000010000002',
        originalRdfi: '02100002',
        correctedData: '026009593   55566677788',
        traceNumber: '021000020000012',
      },
    ]);
  });

  it('reads an addenda 05 on a debit in a debits-only batch', () => {
    const file = readAchFile(CCD_ADDENDA05_ACH);
    const entry = file.batches[0]!.entries[0]!;
    expect(entry).toMatchObject({
      transactionCode: '27',
      amountCents: 250_075,
      individualName: 'CAUSEWAY INC',
    });
    expect(entry.addenda).toEqual([
      {
        type: '05',
        paymentRelatedInformation: 'INV 2026-001 NET 30',
        sequenceNumber: 1,
        entryDetailSequenceNumber: '0000100',
      },
    ]);
    expect(file.control.totalDebitAmountCents).toBe(250_075);
  });
});
