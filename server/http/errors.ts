// The error family lives in lib/errors.ts (everything below http/ uses it too); this module keeps the old import path
// working for the features until they all import it from there.
export * from '../lib/errors';
