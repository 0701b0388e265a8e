/**
 * Node's `os` for a program, the part that says nothing about the user's machine beyond what
 * a page may know: the line ending, a platform of `browser`, a home of /home/project.
 */
export function osModule(platform: string) {
  const cores = Math.max(1, globalThis.navigator?.hardwareConcurrency ?? 1);
  const started = performance.now();
  return {
    EOL: '\n',
    devNull: '/dev/null',
    platform: () => platform,
    type: () => 'Browser',
    hostname: () => 'localhost',
    homedir: () => '/home/project',
    tmpdir: () => '/tmp',
    endianness: () => 'LE',
    uptime: () => Math.floor((performance.now() - started) / 1000),
    availableParallelism: () => cores,
    cpus: () =>
      Array.from({ length: cores }, () => ({
        model: 'unknown',
        speed: 0,
        times: { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 },
      })),
    userInfo: () => ({
      uid: -1,
      gid: -1,
      username: 'user',
      homedir: '/home/project',
      shell: null,
    }),
    constants: { signals: {}, errno: {} },
  };
}
