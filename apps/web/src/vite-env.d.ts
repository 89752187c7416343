/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Path prefix of the co-branded variant (default "partner"). */
  readonly VITE_PARTNER_PATH_PREFIX?: string;
  /** Name shown on the co-branded pages. */
  readonly VITE_PARTNER_NAME?: string;
  /** Comma-separated hostnames that serve the co-branded variant. */
  readonly VITE_PARTNER_HOSTNAMES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
