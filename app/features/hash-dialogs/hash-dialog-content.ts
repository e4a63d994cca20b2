// A page may give a hash dialog the content of what is in view (the rental rules of the car shown)
// instead of its general text; the page takes it back when it leaves.
const provided = new Map<string, readonly string[]>()

export function provideHashDialogBody(name: string, body: readonly string[]) {
  provided.set(name, body)
  return () => {
    if (provided.get(name) === body) provided.delete(name)
  }
}

export function providedHashDialogBody(name: string): readonly string[] | undefined {
  return provided.get(name)
}
