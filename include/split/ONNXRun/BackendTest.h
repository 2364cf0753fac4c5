//===- BackendTest.h - ONNX backend-test directories ------------*- C++ -*-===//
//
// ONNX's backend tests are directories holding `model.onnx` and data sets
// `test_data_set_N/` of `input_K.pb` and `output_K.pb` (a TensorProto, or a
// SequenceProto for a sequence argument or result). This runs them through
// the importer and the entry point (EntryPoint.h): split-onnx-run is a
// driver over it.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_ONNXRUN_BACKENDTEST_H
#define SPLIT_ONNXRUN_BACKENDTEST_H

#include "split/ONNXRun/EntryPoint.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace mlir::split::onnx_import {

/// The data sets of a backend-test directory.
struct DataSets {
  /// The `test_data_set_N` directories, in numeric order of N.
  std::vector<std::string> directories;
  /// Entries named `test_data_set_N` that are not directories, skipped.
  std::vector<std::string> skipped;
};

/// The data sets of `modelDir`.
DataSets findDataSets(llvm::StringRef modelDir);

/// Imports `modelPath` (an ONNX model) into `context` and compiles it
/// (CompiledGraph::compile). Fails with "import failed: " and the
/// importer's first error, or the reason compilation failed.
llvm::Expected<std::unique_ptr<CompiledGraph>>
compileModelFile(llvm::StringRef modelPath, MLIRContext &context,
                 const JITOptions &options);

/// Runs the data set in `dir` on `graph` and compares every result that has
/// an `output_K.pb` with it, exactly. "" if it passes, else why not: a
/// missing, empty or malformed file (by name), an input that does not fit,
/// a run-time error, or the first element that differs.
std::string runDataSet(llvm::StringRef dir, const CompiledGraph &graph);

} // namespace mlir::split::onnx_import

#endif // SPLIT_ONNXRUN_BACKENDTEST_H
