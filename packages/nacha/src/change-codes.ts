// Change codes an RDFI puts in an addenda 98 (notification of change), with their NACHA titles.
// C01–C07 have a corrected-data layout that parseCorrectedData reads; C10–C12 are retired by NACHA
// but still appear in older files.

export const CHANGE_CODES: Record<string, { title: string }> = {
  C01: { title: 'Incorrect DFI Account Number' },
  C02: { title: 'Incorrect Routing Number' },
  C03: { title: 'Incorrect Routing Number and Incorrect DFI Account Number' },
  C04: { title: 'Incorrect Individual Name/Receiving Company Name' },
  C05: { title: 'Incorrect Transaction Code' },
  C06: { title: 'Incorrect DFI Account Number and Incorrect Transaction Code' },
  C07: { title: 'Incorrect Routing Number, Incorrect DFI Account Number, and Incorrect Transaction Code' },
  C08: { title: 'Incorrect Receiving DFI Identification (IAT Only)' },
  C09: { title: 'Incorrect Individual Identification Number' },
  C10: { title: 'Incorrect Company Name' },
  C11: { title: 'Incorrect Company Identification' },
  C12: { title: 'Incorrect Company Name and Company Identification' },
  C13: { title: 'Addenda Format Error' },
};
