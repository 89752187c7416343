import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileInput } from './fixtures/arbitraries.ts';
import type { AchEntryInput, AchFileInput } from './input-types.ts';
import { readAchFile } from './reader.ts';
import { writeAchFile } from './writer.ts';

// The writer's normalization of free text, spelled independently for ASCII input: trim, upper
// case, cut to the width; the reader trims what is left.
const normalized = (value: string | undefined, width: number) =>
  (value ?? '').trim().toUpperCase().slice(0, width).trim();

const allEntries = (input: AchFileInput) => input.batches.flatMap((batch) => batch.entries);
const isCredit = (entry: AchEntryInput) => Number(entry.transactionCode[1]) <= 4;
const sumCents = (entries: AchEntryInput[]) => entries.reduce((total, entry) => total + entry.amountCents, 0);

describe('readAchFile(writeAchFile(x))', () => {
  it('round-trips every entry and its addenda', () => {
    fc.assert(
      fc.property(fileInput, (input) => {
        const file = readAchFile(writeAchFile(input));
        expect(file.batches.map((batch) => batch.header.batchNumber)).toEqual(
          input.batches.map((batch) => batch.batchNumber),
        );
        const read = file.batches.flatMap((batch) => batch.entries);
        expect(read).toEqual(
          allEntries(input).map((entry) => ({
            transactionCode: entry.transactionCode,
            routingNumber: entry.routingNumber,
            accountNumber: entry.accountNumber,
            amountCents: entry.amountCents,
            individualId: normalized(entry.individualId, 15),
            individualName: normalized(entry.individualName, 22),
            discretionaryData: normalized(entry.discretionaryData, 2),
            addendaIndicator: entry.addenda99 ? '1' : '0',
            traceNumber: entry.traceNumber,
            addenda: entry.addenda99
              ? [
                  {
                    type: '99',
                    returnCode: entry.addenda99.returnCode,
                    originalTraceNumber: entry.addenda99.originalTraceNumber,
                    dateOfDeath: entry.addenda99.dateOfDeath ?? null,
                    originalRdfi: entry.addenda99.originalRdfi,
                    addendaInformation: normalized(entry.addenda99.addendaInformation, 44),
                    traceNumber: entry.traceNumber,
                  },
                ]
              : [],
          })),
        );
      }),
    );
  });

  it('round-trips the file and batch headers', () => {
    fc.assert(
      fc.property(fileInput, (input) => {
        const file = readAchFile(writeAchFile(input));
        expect(file.header.immediateDestination).toBe(input.immediateDestination);
        expect(file.header.immediateOrigin).toBe(input.immediateOrigin);
        expect(file.header.immediateOriginName).toBe(normalized(input.immediateOriginName, 23));
        expect(file.header.referenceCode).toBe(normalized(input.referenceCode, 8));
        file.batches.forEach((batch, index) => {
          const given = input.batches[index]!;
          expect(batch.header.companyName).toBe(normalized(given.companyName, 16));
          expect(batch.header.companyEntryDescription).toBe(normalized(given.companyEntryDescription, 10));
          expect(batch.header.companyId).toBe(given.companyId);
          expect(batch.header.effectiveEntryDate).toBe(given.effectiveEntryDate);
        });
      }),
    );
  });

  it('writes file control totals equal to the sums of the entries', () => {
    fc.assert(
      fc.property(fileInput, (input) => {
        const { control } = readAchFile(writeAchFile(input));
        const entries = allEntries(input);
        const hash = entries.reduce((total, entry) => total + Number(entry.routingNumber.slice(0, 8)), 0);
        expect(control.totalCreditAmountCents).toBe(sumCents(entries.filter(isCredit)));
        expect(control.totalDebitAmountCents).toBe(sumCents(entries.filter((entry) => !isCredit(entry))));
        expect(control.entryHash).toBe(hash % 10_000_000_000);
        expect(control.entryAddendaCount).toBe(
          entries.length + entries.filter((entry) => entry.addenda99).length,
        );
        expect(control.batchCount).toBe(input.batches.length);
      }),
    );
  });

  it('writes whole blocks: block count * 10 === line count, every line 94 characters', () => {
    fc.assert(
      fc.property(fileInput, (input) => {
        const text = writeAchFile(input);
        const lines = text.split('\n').slice(0, -1);
        expect(readAchFile(text).control.blockCount * 10).toBe(lines.length);
        expect(lines.every((line) => line.length === 94)).toBe(true);
      }),
    );
  });
});
