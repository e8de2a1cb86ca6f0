/** The schema version this build writes and reads natively; older documents are migrated on load. */
export const CURRENT_SCHEMA_VERSION = 3;
