// undici ships its build of llhttp (Node's HTTP parser, compiled to WebAssembly) without typings for the module's bytes.
declare module 'undici/lib/llhttp/llhttp-wasm.js' {
  const wasm: Uint8Array<ArrayBuffer>;
  export default wasm;
}
