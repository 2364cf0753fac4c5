//===- BackendTest.cpp - ONNX backend-test directories --------------------===//

#include "split/ONNXRun/BackendTest.h"

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Target/ONNX/ONNXImport.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "onnx/onnx-data_pb.h"
#include "onnx/onnx_pb.h"

#include <google/protobuf/message.h>
#include <google/protobuf/unknown_field_set.h>

#include <climits>
#include <cstdio>
#include <cstring>

using namespace mlir;
using namespace mlir::split;
using namespace mlir::split::onnx_import;

namespace {

/// True if `message` or a message inside it holds fields its type does not
/// define. Protobuf keeps such fields instead of failing, so a TensorProto
/// parses as a SequenceProto (as an empty sequence) and a SequenceProto as
/// a TensorProto: the fields left over are what tells them apart.
bool hasUnknownFields(const google::protobuf::Message &message) {
  const google::protobuf::Reflection *reflection = message.GetReflection();
  if (reflection->GetUnknownFields(message).field_count() != 0)
    return true;
  std::vector<const google::protobuf::FieldDescriptor *> fields;
  reflection->ListFields(message, &fields);
  for (const google::protobuf::FieldDescriptor *field : fields) {
    if (field->cpp_type() != google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE)
      continue;
    if (!field->is_repeated()) {
      if (hasUnknownFields(reflection->GetMessage(message, field)))
        return true;
      continue;
    }
    for (int i = 0, e = reflection->FieldSize(message, field); i < e; ++i)
      if (hasUnknownFields(reflection->GetRepeatedMessage(message, field, i)))
        return true;
  }
  return false;
}

/// Parses `bytes` (the file `path`) as a `kind` (TensorProto or
/// SequenceProto) into `proto`; the reason if it is not one.
std::string parseProto(llvm::StringRef bytes, llvm::StringRef path,
                       llvm::StringRef kind, google::protobuf::Message &proto) {
  // ParseFromArray takes an int size; protobuf rejects messages over 2 GiB.
  if (bytes.size() > static_cast<size_t>(INT_MAX) ||
      !proto.ParseFromArray(bytes.data(), static_cast<int>(bytes.size())))
    return path.str() + " does not parse as an ONNX " + kind.str();
  if (hasUnknownFields(proto))
    return path.str() + " is not an ONNX " + kind.str() +
           ": it holds fields that a " + kind.str() +
           " does not define (is it a " +
           (kind == "TensorProto" ? "SequenceProto" : "TensorProto") + "?)";
  return "";
}

/// Parses `bytes` (the file `path`) as a SequenceProto of tensors into
/// `proto`; the reason if it is not one.
std::string parseTensorSequence(llvm::StringRef bytes, llvm::StringRef path,
                                onnx::SequenceProto &proto) {
  if (std::string why = parseProto(bytes, path, "SequenceProto", proto);
      !why.empty())
    return why;
  if (proto.elem_type() != onnx::SequenceProto::TENSOR &&
      proto.elem_type() != onnx::SequenceProto::UNDEFINED)
    return path.str() + " is not a sequence of tensors";
  return "";
}

std::string readFileError(llvm::StringRef path, std::error_code error) {
  return "cannot read " + path.str() + ": " + error.message();
}

/// Parses `bytes` (the file `path`) as a TensorProto into `proto`; the
/// reason if it is not one. A TensorProto always has a data type: without
/// one, the file is empty or another message (a ModelProto parses as a
/// TensorProto with fields in the wrong places).
std::string parseTensor(llvm::StringRef bytes, llvm::StringRef path,
                        onnx::TensorProto &proto) {
  if (bytes.empty())
    return path.str() + " is empty, not an ONNX TensorProto";
  if (std::string why = parseProto(bytes, path, "TensorProto", proto);
      !why.empty())
    return why;
  if (proto.data_type() != onnx::TensorProto::UNDEFINED)
    return "";
  onnx::ModelProto model;
  if (model.ParseFromArray(bytes.data(), static_cast<int>(bytes.size())) &&
      !hasUnknownFields(model) && model.has_graph())
    return path.str() + " is an ONNX ModelProto, not a TensorProto";
  return path.str() +
         " is not an ONNX TensorProto: it has no data type (data_type 0)";
}

std::string formatElement(const char *bytes, int32_t dataType, int64_t width) {
  auto read = [&](auto value) {
    std::memcpy(&value, bytes, sizeof(value));
    return value;
  };
  char text[64];
  switch (dataType) {
  case onnx::TensorProto::FLOAT:
    std::snprintf(text, sizeof(text), "%.9g", read(float()));
    return text;
  case onnx::TensorProto::DOUBLE:
    std::snprintf(text, sizeof(text), "%.17g", read(double()));
    return text;
  case onnx::TensorProto::BOOL:
    return bytes[0] ? "true" : "false";
  case onnx::TensorProto::INT8:
    return std::to_string(read(int8_t()));
  case onnx::TensorProto::INT16:
    return std::to_string(read(int16_t()));
  case onnx::TensorProto::INT32:
    return std::to_string(read(int32_t()));
  case onnx::TensorProto::INT64:
    return std::to_string(read(int64_t()));
  case onnx::TensorProto::UINT8:
    return std::to_string(read(uint8_t()));
  case onnx::TensorProto::UINT16:
    return std::to_string(read(uint16_t()));
  case onnx::TensorProto::UINT32:
    return std::to_string(read(uint32_t()));
  case onnx::TensorProto::UINT64:
    return std::to_string(read(uint64_t()));
  default: {
    // float16, bfloat16, complex: the bit pattern, little-endian.
    std::string hex = "0x";
    for (int64_t i = width - 1; i >= 0; --i)
      hex += llvm::utohexstr(static_cast<uint8_t>(bytes[i]), false, 2);
    return hex;
  }
  }
}

/// Bytes of a string shown in a message.
constexpr size_t kShownBytes = 64;

/// `value` from byte `from` for a message: quoted, with LLVM's escapes for
/// bytes that are not printable ASCII (`\00`, `\C3\A9`), at most
/// kShownBytes of it ("..." outside the quotes where bytes are left out),
/// and its length when it is longer than that.
std::string formatString(const std::string &value, size_t from = 0) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::StringRef shown = llvm::StringRef(value).substr(from);
  if (from > 0)
    os << "...";
  os << '"';
  llvm::printEscapedString(shown.take_front(kShownBytes), os);
  os << '"';
  if (shown.size() > kShownBytes)
    os << "...";
  if (value.size() > kShownBytes)
    os << " (" << value.size() << " bytes)";
  return text;
}

/// Why string element `index` differs: both values, or for long strings
/// the bytes around the first difference.
std::string describeStringMismatch(size_t index, const std::string &actual,
                                   const std::string &expected) {
  std::string element = "element " + std::to_string(index);
  if (actual.size() <= kShownBytes && expected.size() <= kShownBytes)
    return element + " is " + formatString(actual) + ", expected " +
           formatString(expected);
  size_t at = 0;
  while (at < actual.size() && at < expected.size() &&
         actual[at] == expected[at])
    ++at;
  size_t from = at > 16 ? at - 16 : 0;
  return element + " differs from byte " + std::to_string(at) + ": " +
         formatString(actual, from) + ", expected " +
         formatString(expected, from);
}

/// "" if `actual` equals the tensor `expected` exactly, else why not.
std::string compareTensor(const onnx::TensorProto &expected,
                          const TensorData &actual) {
  llvm::Expected<TensorData> data = decodeTensor(expected);
  if (!data)
    return "the expected tensor " + llvm::toString(data.takeError());
  if (data->dataType != actual.dataType)
    return "element type " + getDataTypeName(actual.dataType) + ", expected " +
           getDataTypeName(data->dataType);
  if (ArrayRef<int64_t>(data->shape) != ArrayRef<int64_t>(actual.shape))
    return "shape " + formatShape(actual.shape) + ", expected " +
           formatShape(data->shape);
  if (actual.dataType == onnx::TensorProto::STRING) {
    for (size_t i = 0; i < actual.strings.size(); ++i) {
      if (actual.strings[i] != data->strings[i])
        return describeStringMismatch(i, actual.strings[i], data->strings[i]);
    }
    return "";
  }
  int64_t width = getElementByteWidth(actual.dataType);
  for (size_t i = 0; i < actual.bytes.size(); i += width) {
    if (std::memcmp(actual.bytes.data() + i, data->bytes.data() + i, width))
      return "element " + std::to_string(i / width) + " is " +
             formatElement(actual.bytes.data() + i, actual.dataType, width) +
             ", expected " +
             formatElement(data->bytes.data() + i, actual.dataType, width);
  }
  return "";
}

/// The numbers K of the files `kind`_K.pb in `dir`.
std::vector<int64_t> findNumberedFiles(llvm::StringRef dir,
                                       llvm::StringRef kind) {
  std::vector<int64_t> numbers;
  std::error_code error;
  for (llvm::sys::fs::directory_iterator it(dir, error), end;
       it != end && !error; it.increment(error)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    int64_t number;
    if (name.consume_front(kind) && name.consume_front("_") &&
        name.consume_back(".pb") && !name.getAsInteger(10, number))
      numbers.push_back(number);
  }
  llvm::sort(numbers);
  return numbers;
}

std::string countOf(size_t count, llvm::StringRef kind) {
  return std::to_string(count) + " " + kind.str() + (count == 1 ? "" : "s");
}

/// Why the `kind` files of `dir` do not match main_graph's `expected`
/// arguments or results: a file numbered beyond them.
std::string checkExtraFiles(llvm::StringRef dir, llvm::StringRef kind,
                            size_t expected) {
  for (int64_t k : findNumberedFiles(dir, kind))
    if (static_cast<size_t>(k) >= expected)
      return "the data set has " + kind.str() + "_" + std::to_string(k) +
             ".pb, but main_graph has " + countOf(expected, kind);
  return "";
}

std::string filePath(llvm::StringRef dir, llvm::StringRef kind, size_t k) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, kind + "_" + llvm::Twine(k) + ".pb");
  return std::string(path);
}

/// Reads input `k` of the data set in `dir` as an argument of type `type`.
std::string readInput(llvm::StringRef dir, size_t k, Type type,
                      HostValue &value) {
  std::string path = filePath(dir, "input", k);
  auto buffer = llvm::MemoryBuffer::getFile(path, false, false);
  if (!buffer)
    return readFileError(path, buffer.getError());
  llvm::StringRef bytes = (*buffer)->getBuffer();
  std::string what = "input " + std::to_string(k);
  if (llvm::isa<SeqType>(type)) {
    onnx::SequenceProto proto;
    if (std::string why = parseTensorSequence(bytes, path, proto); !why.empty())
      return why;
    value.isSequence = true;
    for (int i = 0; i < proto.tensor_values_size(); ++i) {
      llvm::Expected<TensorData> data = decodeTensor(proto.tensor_values(i));
      if (!data)
        return what + ", element " + std::to_string(i) + " " +
               llvm::toString(data.takeError());
      value.elements.push_back(std::move(*data));
    }
    return "";
  }
  onnx::TensorProto proto;
  if (std::string why = parseTensor(bytes, path, proto); !why.empty())
    return why;
  llvm::Expected<TensorData> data = decodeTensor(proto);
  if (!data)
    return what + " " + llvm::toString(data.takeError());
  value.tensor = std::move(*data);
  return "";
}

/// Compares result `k` with `output_k.pb` of `dir`, if there is one.
std::string checkOutput(llvm::StringRef dir, size_t k,
                        const HostValue &output) {
  std::string path = filePath(dir, "output", k);
  if (!llvm::sys::fs::exists(path))
    return "";
  auto buffer = llvm::MemoryBuffer::getFile(path, false, false);
  if (!buffer)
    return readFileError(path, buffer.getError());
  llvm::StringRef bytes = (*buffer)->getBuffer();
  std::string what = "output " + std::to_string(k);
  if (!output.isSequence) {
    onnx::TensorProto proto;
    if (std::string why = parseTensor(bytes, path, proto); !why.empty())
      return why;
    std::string why = compareTensor(proto, output.tensor);
    return why.empty() ? "" : what + ": " + why;
  }
  onnx::SequenceProto proto;
  if (std::string why = parseTensorSequence(bytes, path, proto); !why.empty())
    return why;
  if (static_cast<size_t>(proto.tensor_values_size()) != output.elements.size())
    return what + ": sequence of " + std::to_string(output.elements.size()) +
           " tensors, expected " + std::to_string(proto.tensor_values_size());
  for (auto [i, element] : llvm::enumerate(output.elements)) {
    std::string why = compareTensor(proto.tensor_values(i), element);
    if (!why.empty())
      return what + ", element " + std::to_string(i) + ": " + why;
  }
  return "";
}

} // namespace

DataSets mlir::split::onnx_import::findDataSets(llvm::StringRef modelDir) {
  std::vector<std::pair<int64_t, std::string>> found;
  DataSets dataSets;
  std::error_code error;
  for (llvm::sys::fs::directory_iterator it(modelDir, error), end;
       it != end && !error; it.increment(error)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    int64_t number;
    if (!name.consume_front("test_data_set_") || name.getAsInteger(10, number))
      continue;
    if (!llvm::sys::fs::is_directory(it->path()))
      dataSets.skipped.push_back(it->path());
    else
      found.push_back({number, it->path()});
  }
  llvm::sort(found);
  for (auto &entry : found)
    dataSets.directories.push_back(entry.second);
  llvm::sort(dataSets.skipped);
  return dataSets;
}

llvm::Expected<std::unique_ptr<CompiledGraph>>
mlir::split::onnx_import::compileModelFile(llvm::StringRef modelPath,
                                           MLIRContext &context,
                                           const JITOptions &options) {
  auto buffer = llvm::MemoryBuffer::getFile(modelPath, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return llvm::createStringError(readFileError(modelPath, buffer.getError()));
  std::string error;
  OwningOpRef<ModuleOp> module;
  {
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error &&
          error.empty())
        error = diagnostic.str();
      return success();
    });
    module = importONNXModel((*buffer)->getBuffer(), modelPath, &context);
    if (!module || failed(verify(*module)))
      return llvm::createStringError("import failed: " + error);
  }
  return CompiledGraph::compile(*module, options);
}

std::string mlir::split::onnx_import::runDataSet(llvm::StringRef dir,
                                                 const CompiledGraph &graph) {
  ArrayRef<Type> inputTypes = graph.getType().getInputs();
  size_t numResults = graph.getType().getNumResults();
  std::vector<HostValue> inputs(inputTypes.size());
  for (size_t k = 0; k < inputTypes.size(); ++k) {
    if (!llvm::sys::fs::exists(filePath(dir, "input", k)))
      return "input_" + std::to_string(k) + ".pb is missing (main_graph has " +
             countOf(inputTypes.size(), "input") + ")";
    if (std::string why = readInput(dir, k, inputTypes[k], inputs[k]);
        !why.empty())
      return why;
  }
  if (std::string why = checkExtraFiles(dir, "input", inputTypes.size());
      !why.empty())
    return why;
  if (std::string why = checkExtraFiles(dir, "output", numResults);
      !why.empty())
    return why;
  llvm::Expected<std::vector<HostValue>> outputs = graph.run(std::move(inputs));
  if (!outputs)
    return llvm::toString(outputs.takeError());
  for (auto [k, output] : llvm::enumerate(*outputs))
    if (std::string why = checkOutput(dir, k, output); !why.empty())
      return why;
  return "";
}
