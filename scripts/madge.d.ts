/** The slice of madge's API that scripts/check-cycles.ts uses (madge ships no types). */
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: { ts?: { skipTypeImports?: boolean }; tsx?: { skipTypeImports?: boolean } };
  }
  interface MadgeResult {
    circular(): string[][];
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
