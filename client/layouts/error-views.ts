// What RouteErrorView shows for a missing page and for a failure: static parts whose code the first load leaves out
// (components/StaticPart.tsx, LazyStaticPart).
export { NotFound } from '../components/NotFound';
export { default as ErrorLayout } from './ErrorLayout';
