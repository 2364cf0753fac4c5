//===- ONNXChecker.h - ONNX's own model checker -----------------*- C++ -*-===//
//
// Private to lib/Target/ONNX: the importer runs ONNX's checker on models
// whose default-domain opset the library knows (1.12: up to 17) and reports
// what it finds as warnings, so that the checker never rejects a model the
// dialect accepts (it knows neither Split-18 nor SplitToSequence-24, and it
// requires declarations, such as output types, the importer does not need).
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_LIB_TARGET_ONNX_ONNXCHECKER_H
#define SPLIT_LIB_TARGET_ONNX_ONNXCHECKER_H

#include <string>
#include <vector>

namespace onnx {
class ModelProto;
} // namespace onnx

namespace mlir::split::onnx_import {

/// The highest default-domain opset ONNX's library (and so its checker)
/// knows.
constexpr int64_t kCheckerMaxOpset = 17;

/// Runs onnx::checker::check_model; "" if it passes, else its message.
std::string runONNXChecker(const onnx::ModelProto &model);

/// Checks the types of a node's inputs against ONNX's schema of `opType`
/// (default domain) at `opset` (<= kCheckerMaxOpset). `inputTypes` are ONNX
/// type strings ("tensor(float)", "seq(tensor(int64))"; "" for an omitted
/// optional input). "" if the schema takes them or ONNX's library does not
/// know the op, else what the schema refuses about input `refused`, naming
/// the schema ("is seq(tensor(float)), which Identity-13 does not take").
std::string checkSchemaInputTypes(const std::string &opType, int64_t opset,
                                  const std::vector<std::string> &inputTypes,
                                  size_t &refused);

} // namespace mlir::split::onnx_import

#endif // SPLIT_LIB_TARGET_ONNX_ONNXCHECKER_H
