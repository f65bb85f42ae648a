// The content feature's public module: what other features (study) build on.
export { adminCalls, createResource, revisionCalls } from './resource';
export type { Testimonials } from './testimonials';
