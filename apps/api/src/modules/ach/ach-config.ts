import type { Config } from '../../config.ts';

/** Who our NACHA files say they come from, and the bank they go to (ACH_* settings). */
export type AchOriginator = {
  /** The ODFI's 9-digit routing number: the file's immediate destination. */
  odfiRouting: string;
  /** Its first 8 digits: the batches' originating DFI and the start of every trace number. */
  originatingDfi: string;
  /** The file's immediate origin name. */
  companyName: string;
  /** '1' and the EIN: the file's immediate origin and every batch's company id. */
  companyId: string;
  /** The ODFI's name in the file header. */
  destinationName: string;
};

export function achOriginatorOf(config: Config): AchOriginator {
  return {
    odfiRouting: config.ach.odfiRouting,
    originatingDfi: config.ach.odfiRouting.slice(0, 8),
    companyName: config.ach.companyName,
    companyId: config.ach.companyId,
    destinationName: config.ach.destinationName,
  };
}
