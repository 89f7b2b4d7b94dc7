/**
 * The TensorFlow Lite runtime in WebAssembly that @twilio/video-processors ships (its own build,
 * with XNNPACK, in SIMD and plain variants): an Emscripten module factory per variant, each
 * holding one model with one float input and one float output in the module's memory.
 */
declare namespace TfliteRuntime {
  type Module = {
    HEAPU8: Uint8Array;
    HEAPF32: Float32Array;
    _getModelBufferMemoryOffset(): number;
    _loadModel(byteLength: number): number;
    _getInputWidth(): number;
    _getInputHeight(): number;
    _getInputMemoryOffset(): number;
    _getOutputMemoryOffset(): number;
    _runInference(): number;
  };
  type Factory = (options: { locateFile: (file: string) => string }) => Promise<Module>;
}

declare module '@twilio/video-processors/dist/build/tflite-simd-1-0-0.js' {
  const createModule: TfliteRuntime.Factory;
  export default createModule;
}

declare module '@twilio/video-processors/dist/build/tflite-1-0-0.js' {
  const createModule: TfliteRuntime.Factory;
  export default createModule;
}
