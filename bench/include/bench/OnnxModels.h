//===- OnnxModels.h - the benchmark's workloads as ONNX models --*- C++ -*-===//
//
// Written with ONNX's own protobuf classes (Debian's libonnx-dev), for ONNX
// Runtime to run the same splits the JIT runs. Only standard types cross this
// header: OnnxModels.cpp is compiled with RTTI for protobuf, the rest of
// split-bench without (LLVM's flags).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_BENCH_ONNXMODELS_H
#define SPLIT_BENCH_ONNXMODELS_H

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::split::bench {

struct OnnxSplitModel {
  std::vector<int64_t> shape; // f32 input
  int64_t axis = 0;
  /// Sizes of the results along the axis. Given to Split-18 as its `split`
  /// input if `explicitSizes`, else as `num_outputs`.
  std::vector<int64_t> sizes;
  bool explicitSizes = false;
  /// SplitToSequence (split = 1) followed by ConcatFromSequence, so that
  /// every element of the sequence is read (ONNX Runtime's Node binding
  /// returns tensors only).
  bool sequence = false;
};

/// Writes `model` to `path`; returns an error message, empty on success.
std::string writeOnnxModel(const OnnxSplitModel &model,
                           const std::string &path);

} // namespace mlir::split::bench

#endif // SPLIT_BENCH_ONNXMODELS_H
