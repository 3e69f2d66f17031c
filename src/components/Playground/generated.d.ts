declare module '@generated/try-it/default/releases.json' {
  const releases: unknown;
  export default releases;
}
