import fs from 'node:fs';
import os from 'node:os';
import { serverVersion } from './bench-database.ts';

export interface MachineFacts {
  date: string;
  cores: number;
  cpu: string;
  memoryGb: number;
  node: string;
  postgres: string;
  pglite: string;
  /** 1, 5 and 15 minutes: how busy the machine was besides the bench */
  loadAverage: string;
}

export async function machineFacts(): Promise<MachineFacts> {
  const pglite = JSON.parse(fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string };
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: await serverVersion(),
    pglite: pglite.version,
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', '),
  };
}
