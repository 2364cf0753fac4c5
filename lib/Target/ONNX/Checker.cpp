//===- Checker.cpp - ONNX's own model checker, where it applies -----------===//
//
// ONNX's checker reports problems by throwing C++ exceptions, which the rest
// of this LLVM-based project is compiled without: this file alone is compiled
// with -fexceptions, and no exception leaves it.
//
//===----------------------------------------------------------------------===//

#include "ONNXChecker.h"

#include "onnx/checker.h"

#include <exception>

std::string
mlir::split::onnx_import::runONNXChecker(const onnx::ModelProto &model) {
  try {
    onnx::checker::check_model(model);
  } catch (const std::exception &error) {
    std::string message = error.what();
    // ValidationError appends "==> Context: ..." lines; keep the first.
    return message.substr(0, message.find('\n'));
  } catch (...) {
    return "the checker failed";
  }
  return "";
}
