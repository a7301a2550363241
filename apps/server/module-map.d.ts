/** Types of module-map.js (plain JavaScript so eslint.config.js can import it). */
export declare const SERVER_MODULES: Record<string, { owns: string[]; uses: string[] }>;
export declare const SHARED_TABLES: string[];
