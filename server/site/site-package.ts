// Name and version of the running build, read from package.json at build time.
import packageJson from '../../package.json' with { type: 'json' }

export const sitePackage = { name: packageJson.name, version: packageJson.version }
