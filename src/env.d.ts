/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Schema origin (default `/schemas/`). */
  readonly VITE_SCHEMA_BASE_URL?: string;
  /** `1`: the production build serves the operator studio at /studio (README, docs/operators.md). */
  readonly VITE_STUDIO?: string;
}
