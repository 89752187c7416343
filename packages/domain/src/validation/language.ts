import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

// Apart from languages.ts, which the web's first screen reads for its language lists: a schema there
// would make that screen load zod (a module's statements travel together into one chunk).
export const languageCodeSchema = z.enum(LANGUAGES);
