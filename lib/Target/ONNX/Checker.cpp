//===- Checker.cpp - ONNX's own model checker, where it applies -----------===//
//
// ONNX's checker reports problems by throwing C++ exceptions, which the rest
// of this LLVM-based project is compiled without: this file alone is compiled
// with -fexceptions, and no exception leaves it.
//
//===----------------------------------------------------------------------===//

#include "ONNXChecker.h"

#include "onnx/checker.h"
#include "onnx/defs/data_type_utils.h"
#include "onnx/defs/schema.h"

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

std::string mlir::split::onnx_import::checkSchemaInputTypes(
    const std::string &opType, int64_t opset,
    const std::vector<std::string> &inputTypes, size_t &refused) {
  const onnx::OpSchema *schema =
      onnx::OpSchemaRegistry::Schema(opType, static_cast<int>(opset));
  if (!schema)
    return "";
  const std::vector<onnx::OpSchema::FormalParameter> &formals =
      schema->inputs();
  try {
    for (size_t i = 0; i < inputTypes.size() && !formals.empty(); ++i) {
      if (inputTypes[i].empty())
        continue;
      // A variadic last parameter takes every input from there on.
      const onnx::OpSchema::FormalParameter &formal =
          formals[std::min(i, formals.size() - 1)];
      if (i >= formals.size() && formal.GetOption() != onnx::OpSchema::Variadic)
        break;
      onnx::DataType type = onnx::Utils::DataTypeUtils::ToType(inputTypes[i]);
      if (!formal.GetTypes().count(type)) {
        refused = i;
        return "is " + inputTypes[i] + ", which " + opType + "-" +
               std::to_string(schema->since_version()) +
               " does not take (ONNX's operator schema)";
      }
    }
  } catch (...) {
    // A type string ONNX's library does not parse: nothing to say.
  }
  return "";
}
