// Several production instances on one PostgreSQL database (and Redis when given) behind nginx from
// the machine's packages: what `npm run cluster` runs, and what the cluster tests start. Each instance
// has a DATA_DIR of its own, so nothing can lean on a shared folder; nginx is the only way in.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, chmodSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type ClusterOptions = {
  /** How many app instances; they listen on port + 1 … port + instances. */
  instances: number
  /** Where nginx listens (127.0.0.1). */
  port: number
  databaseUrl: string
  redisUrl?: string
  /** Shared by every instance (sessions and the stand-in provider's client secret derive from it). */
  authSecret: string
  /** More environment for every instance (LOG_LEVEL, FEATURE_FLAGS, …). */
  env?: Record<string, string>
  /** Where instance and nginx output goes, line by line; kept in memory either way. */
  onOutput?: (source: string, line: string) => void
}

export type Instance = { name: string; url: string; process: ChildProcess; output: () => string }

export type Cluster = {
  /** The site's address: nginx. */
  url: string
  instances: Instance[]
  /** Sends SIGTERM to an instance and answers its exit code once it has drained and exited. */
  stopInstance(index: number): Promise<number | null>
  /** A rolling restart's step: SIGTERM, the old process's exit code once drained, a new one ready on the same port. */
  restartInstance(index: number): Promise<number | null>
  stop(): Promise<void>
}

const nginxBinary = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
const startTimeoutMs = 120_000

/**
 * nginx in front (docs/operations.md): it replaces X-Forwarded-For with the address it sees (a client's
 * own header never passes) and keeps connections to the instances open (upstream keep-alive, closed by
 * nginx before the instances' own 5 s idle timeout would). No instance is marked down (`max_fails=0`): open-source
 * nginx cannot poll /readyz, and its passive marking turned a rolling restart into an outage: an instance refused
 * while stopping stays marked for `fail_timeout`, so when the next one stops within that time nginx has "no live
 * upstreams" and answers 502 to everything (issue 38; tests/cluster/cluster.test.ts (7)). A refused connection
 * costs under a millisecond, and a connect that hangs ends after `proxy_connect_timeout`. A request that met a
 * closed connection, a refusal or a 502/503/504 goes to the next instance when it is safe to send twice: an
 * idempotent method, or a POST carrying an Idempotency-Key (the BFF answers a repeat with the first answer),
 * routed through a location that allows it (`non_idempotent`); a request never sent (refused) always moves on.
 */
export function nginxConfig({ folder, port, upstreamPorts }: { folder: string; port: number; upstreamPorts: number[] }) {
  const temp = (name: string) => path.join(folder, name)
  const proxy = (retry: string) => `      proxy_pass http://travel;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream ${retry};
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;`
  return `worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 1m;
  upstream travel {
${upstreamPorts.map((upstreamPort) => `    server 127.0.0.1:${upstreamPort} max_fails=0;`).join('\n')}
    keepalive 32;
    keepalive_timeout 4s;
  }
  # A POST with an Idempotency-Key may be sent again: the retrying location takes it.
  map "$request_method:$http_idempotency_key" $retry_keyed {
    default 0;
    "~^POST:.+" 1;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      error_page 418 = @keyed;
      if ($retry_keyed) { return 418; }
${proxy('error timeout http_502 http_503 http_504')}
    }
    location @keyed {
${proxy('error timeout http_502 http_503 http_504 non_idempotent')}
    }
  }
}
`
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!existsSync('dist/server/server.js')) throw new Error('No build found: run `npm run build` first.')
  const folder = mkdtempSync(path.join(tmpdir(), 'cluster-'))
  // nginx's workers run as an unprivileged user when started by root: they must reach the temp folders.
  chmodSync(folder, 0o755)
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(folder, name))
    chmodSync(path.join(folder, name), 0o777)
  }
  const siteUrl = `http://127.0.0.1:${options.port}`
  const ports = Array.from({ length: options.instances }, (_, index) => options.port + 1 + index)
  const children: ChildProcess[] = []

  const collect = (source: string, child: ChildProcess) => {
    let output = ''
    const take = (chunk: Buffer) => {
      output += chunk
      for (const line of String(chunk).split('\n').filter(Boolean)) options.onOutput?.(source, line)
    }
    child.stdout?.on('data', take)
    child.stderr?.on('data', take)
    return () => output
  }

  try {
    const launch = async (index: number): Promise<Instance> => {
      const name = `instance-${index + 1}`
      const port = ports[index]!
      const child = spawn(process.execPath, ['--max-semi-space-size=8', 'dist/serve.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          // As `npm start` runs the server (docs/decisions/075, 084).
          MALLOC_MMAP_THRESHOLD_: '131072',
          MALLOC_TOP_PAD_: '1048576',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: path.join(folder, name),
          DATABASE_URL: options.databaseUrl,
          ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
          AUTH_SECRET: options.authSecret,
          PUBLIC_SITE_URL: siteUrl,
          TRUSTED_PROXIES: '127.0.0.1',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(child)
      const output = collect(name, child)
      const url = `http://127.0.0.1:${port}`
      await waitFor(`${url}/readyz`, child, output)
      return { name, url, process: child, output }
    }
    // All instances start at once on the database, as a rolling deployment or an autoscaler would.
    const instances = await Promise.all(ports.map((_, index) => launch(index)))

    const configFile = path.join(folder, 'nginx.conf')
    writeFileSync(configFile, nginxConfig({ folder, port: options.port, upstreamPorts: ports }))
    const nginx = spawn(nginxBinary, ['-e', path.join(folder, 'error.log'), '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(nginx)
    const nginxOutput = collect('nginx', nginx)
    await waitFor(`${siteUrl}/healthz`, nginx, nginxOutput)

    const exited = (child: ChildProcess) =>
      new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))))
    return {
      url: siteUrl,
      instances,
      async stopInstance(index) {
        const child = instances[index]!.process
        const done = exited(child)
        child.kill('SIGTERM')
        return done
      },
      async restartInstance(index) {
        const child = instances[index]!.process
        const done = exited(child)
        child.kill('SIGTERM')
        const code = await done
        instances[index] = await launch(index)
        return code
      },
      async stop() {
        await Promise.all(children.filter((child) => child.exitCode === null && child.signalCode === null).map((child) => {
          const done = exited(child)
          // nginx stops at once on SIGQUIT after its requests; the instances drain on SIGTERM.
          child.kill(child === nginx ? 'SIGQUIT' : 'SIGTERM')
          return done
        }))
        rmSync(folder, { recursive: true, force: true })
      },
    }
  } catch (error) {
    for (const child of children) child.kill('SIGKILL')
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
}

/** Polls a URL until it answers 200, failing early when the process behind it exits. */
async function waitFor(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + startTimeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}): ${output().slice(-2000)}`)
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} was not ready within ${startTimeoutMs / 1000} s: ${output().slice(-2000)}`)
}
