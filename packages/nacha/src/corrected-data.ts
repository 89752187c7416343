import { normalizeText } from './charset.ts';
import { NachaError } from './errors.ts';
import { identifierField, routingNumberField } from './field-format.ts';
import { isKnownTransactionCode } from './transaction-codes.ts';

/** The fields a notification of change corrects; only those its change code carries are set. */
export type CorrectedData = {
  accountNumber?: string;
  routingNumber?: string;
  transactionCode?: string;
  individualName?: string;
};

const CORRECTED_DATA_LENGTH = 29;

function cut(data: string, start: number, end: number): string | undefined {
  const value = data.slice(start, end).trim();
  return value === '' ? undefined : value;
}

function compact(data: CorrectedData): CorrectedData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

// Some banks write the two parts of C03/C06/C07 one space apart instead of at their positions.
function twoTokens(data: string): [string, string] | undefined {
  const tokens = data.trim().split(/\s+/);
  return tokens.length === 2 ? [tokens[0]!, tokens[1]!] : undefined;
}

/**
 * Reads the corrected data of an addenda 98 by the layout of its change code (NACHA positions
 * 36–64): C01 account (17); C02 routing (9); C03 routing (9), 3 spaces, account (17); C04 name (22);
 * C05 transaction code (2); C06 account (17), 3 spaces, transaction code (2); C07 routing (9),
 * account (17), transaction code (2). Other codes give {}.
 */
export function parseCorrectedData(code: string, correctedData: string): CorrectedData {
  const data = correctedData.padEnd(CORRECTED_DATA_LENGTH, ' ');
  switch (code) {
    case 'C01':
      return compact({ accountNumber: cut(data, 0, 17) });
    case 'C02':
      return compact({ routingNumber: cut(data, 0, 9) });
    case 'C03': {
      const loose = data.slice(9, 12) === '   ' ? undefined : twoTokens(data);
      if (loose) return { routingNumber: loose[0], accountNumber: loose[1] };
      return compact({ routingNumber: cut(data, 0, 9), accountNumber: cut(data, 12, 29) });
    }
    case 'C04':
      return compact({ individualName: cut(data, 0, 22) });
    case 'C05':
      return compact({ transactionCode: cut(data, 0, 2) });
    case 'C06': {
      const loose = cut(data, 17, 29) === undefined ? twoTokens(data) : undefined;
      if (loose) return { accountNumber: loose[0], transactionCode: loose[1] };
      return compact({ accountNumber: cut(data, 0, 17), transactionCode: cut(data, 17, 29) });
    }
    case 'C07': {
      const loose = cut(data, 26, 29) === undefined ? twoTokens(data.slice(9)) : undefined;
      if (loose)
        return { routingNumber: data.slice(0, 9), accountNumber: loose[0], transactionCode: loose[1] };
      return compact({
        routingNumber: cut(data, 0, 9),
        accountNumber: cut(data, 9, 26),
        transactionCode: cut(data, 26, 29),
      });
    }
    default:
      return {};
  }
}

function required(value: string | undefined, name: keyof CorrectedData, code: string): string {
  if (value === undefined || value.trim() === '')
    throw new NachaError(`${code} corrected data needs ${name}`);
  return value;
}

function account(data: CorrectedData, code: string): string {
  return identifierField(required(data.accountNumber, 'accountNumber', code), 17, `${code} accountNumber`);
}

function routing(data: CorrectedData, code: string): string {
  return routingNumberField(required(data.routingNumber, 'routingNumber', code), `${code} routingNumber`);
}

function transaction(data: CorrectedData, code: string): string {
  const value = required(data.transactionCode, 'transactionCode', code);
  if (!isKnownTransactionCode(value))
    throw new NachaError(`${code} transactionCode '${value}' is not a transaction code`);
  return value;
}

/**
 * The corrected data for an addenda 98, laid out as parseCorrectedData reads it (trailing spaces
 * dropped). Our sandbox bank uses it to send the NOCs a real bank would.
 */
export function formatCorrectedData(code: string, data: CorrectedData): string {
  const parts = (() => {
    switch (code) {
      case 'C01':
        return [account(data, code)];
      case 'C02':
        return [routing(data, code)];
      case 'C03':
        return [routing(data, code), '   ', account(data, code)];
      case 'C04':
        return [
          normalizeText(required(data.individualName, 'individualName', code), 22, `${code} individualName`),
        ];
      case 'C05':
        return [transaction(data, code)];
      case 'C06':
        return [account(data, code), '   ', transaction(data, code)];
      case 'C07':
        return [routing(data, code), account(data, code), transaction(data, code)];
      default:
        throw new NachaError(`change code '${code}' has no corrected data layout here (C01–C07 only)`);
    }
  })();
  return parts.join('').trimEnd();
}
