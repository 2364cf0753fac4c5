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

namespace onnx {
class ModelProto;
} // namespace onnx

namespace mlir::split::onnx_import {

/// The highest default-domain opset ONNX's library (and so its checker)
/// knows.
constexpr int64_t kCheckerMaxOpset = 17;

/// Runs onnx::checker::check_model; "" if it passes, else its message.
std::string runONNXChecker(const onnx::ModelProto &model);

} // namespace mlir::split::onnx_import

#endif // SPLIT_LIB_TARGET_ONNX_ONNXCHECKER_H
