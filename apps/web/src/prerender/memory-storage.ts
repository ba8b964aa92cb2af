/**
 * The app's storage module runs while a screen renders in Node (the build's prerender, the
 * account server's render worker): an in-memory Web Storage per process or worker, installed
 * before any app module runs (render-page.tsx imports this module first).
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  clear(): void {
    this.#items.clear();
  }
}

if (typeof window === 'undefined') {
  globalThis.localStorage = new MemoryStorage();
  globalThis.sessionStorage = new MemoryStorage();
}
