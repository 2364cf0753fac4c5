// ONNX Runtime side of the split benchmark: runs the ONNX models that
// `split-bench --write-onnx=DIR` wrote (with ONNX's own classes) through
// onnxruntime-node on one thread, and prints one JSON line per workload with
// the end-to-end session.run time (min and median, microseconds).
//
//   node ort-bench.mjs DIR/workloads.json
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import ort from 'onnxruntime-node';

const workloads = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const w of workloads) {
  const session = await ort.InferenceSession.create(w.file, {
    intraOpNumThreads: 1, interOpNumThreads: 1,
    executionMode: 'sequential', graphOptimizationLevel: 'all'});
  const count = w.shape.reduce((a, b) => a * b, 1);
  const data = new Float32Array(count);
  for (let i = 0; i < count; ++i) data[i] = i % 1000;
  const feeds = { x: new ort.Tensor('float32', data, w.shape) };
  const times = [];
  let checksum = 0;
  for (let r = 0; r < w.warmup + w.reps; ++r) {
    const start = performance.now();
    const result = await session.run(feeds);
    const elapsed = performance.now() - start;
    if (r >= w.warmup) times.push(elapsed * 1000);
    const first = result[Object.keys(result)[0]].data;
    checksum = first[first.length - 1];
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({
    name: w.name, min_us: times[0],
    median_us: times[Math.floor(times.length / 2)], checksum }));
  await session.release();
}
