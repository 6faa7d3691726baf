// The few Node built-ins the .mjs tools use, for tsc (tsconfig.tools.json): as Node documents them,
// narrowed to the calls made here. (The rest of their globals, URL and console, are the web's, which
// Node follows; @types/node would be a 2 MB package for these five lines' worth.)

declare const process: { argv: string[]; exitCode?: number };

declare module "node:fs/promises" {
  export function readFile(path: string): Promise<Uint8Array>;
  export function writeFile(path: string, data: Uint8Array | string): Promise<void>;
  export function readdir(path: string): Promise<string[]>;
}

declare module "node:fs" {
  export function readdirSync(path: string, options: { recursive: true }): string[];
  export function readFileSync(path: string, encoding: "utf8"): string;
}

declare module "node:path" {
  export function dirname(path: string): string;
  export function join(...paths: string[]): string;
}

declare module "node:url" {
  export function fileURLToPath(url: URL | string): string;
}
