// Generated at build time by the `licenses` plugin in vite.config.ts.
declare module 'virtual:licenses' {
  interface Dependency {
    name: string;
    version: string;
    license: string;
    description: string;
  }
  const info: { name: string; version: string; description: string; dependencies: Dependency[] };
  export default info;
}
