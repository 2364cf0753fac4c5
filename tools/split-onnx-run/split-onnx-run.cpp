//===- split-onnx-run.cpp - run ONNX backend-test directories -------------===//
//
// For each directory (model.onnx, test_data_set_*/input_K.pb, output_K.pb):
// import the model, lower it with the split-to-llvm pipeline, JIT-compile it
// once, and run every data set with its inputs passed as run-time buffers.
//
// The ABI (docs/ONNX.md): the runner adds `split_onnx_run_entry`, with
// `llvm.emit_c_interface`, taking main_graph's arguments and returning
// nothing. It calls main_graph and hands every result to a host callback as
// an unranked tensor: `split_onnx_run_result_N(i64 output, i64 element,
// tensor<*xE>)` (one declaration per element type, all bound to one host
// function), element = -1 for a tensor result and 0..k-1 for the elements of
// a sequence result, read with split.sequence_length / split.sequence_at.
// Sequence results thus leave the JIT through the dialect's own ops, not
// through the private layout the lowering gives !split.seq values; sequence
// arguments enter the same way: the host concatenates the elements along one
// axis and the entry point rebuilds the sequence with SplitToSequence
// (buildSequenceArgument).
//
// Strings cross the interface as SplitString {pointer, length} pairs
// (split/Runtime/Runtime.h): inputs point into the strings the host decoded,
// which outlive the run; results are copied out during the callback.
//
// A split.check failing at run time calls the runner's splitCheckFailed,
// which records the message and longjmps back to the runner: the data set
// fails with the op's message, the remaining ones still run, and the exit
// status is 1. Buffers the aborted run had allocated are leaked.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Pipelines/Pipelines.h"
#include "split/Runtime/Runtime.h"
#include "split/Target/ONNX/ONNXImport.h"
#include "split/Target/ONNX/TensorProto.h"
#include "split/Tools/Registration.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "split/ExecutionEngine/JITPolicy.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include "onnx/onnx-data_pb.h"

#include <google/protobuf/message.h>
#include <google/protobuf/unknown_field_set.h>

#include <algorithm>
#include <climits>
#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <deque>
#include <functional>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::split;
using namespace mlir::split::onnx_import;

namespace {

constexpr llvm::StringLiteral kEntryName = "split_onnx_run_entry";
constexpr llvm::StringLiteral kCallbackPrefix = "split_onnx_run_result_";

/// One tensor read back from the JIT-compiled code: `bytes` (row-major) for
/// numbers, `strings` for !split.string, whose bytes are copied during the
/// callback (the compiled code's pairs may point at its constants or at the
/// inputs, neither of which the host wants to depend on afterwards).
struct HostTensor {
  SmallVector<int64_t> shape;
  std::vector<char> bytes;
  std::vector<std::string> strings;
};

struct HostOutput {
  Type elementType;
  int64_t width = 0;
  bool isString = false;
  bool isSequence = false;
  bool received = false;
  HostTensor tensor;
  std::vector<HostTensor> elements;
};

/// What the callbacks of one run write to. The JIT-compiled code reaches the
/// host only through C functions, hence one global for the current run.
struct RunState {
  std::vector<HostOutput> outputs;
  std::string callbackError;
  std::string checkMessage;
  std::jmp_buf checkFailed;
};
RunState *currentRun = nullptr;

/// The host side of split_onnx_run_result_N: copies the (possibly strided)
/// memref into a contiguous buffer. `descriptor` is MLIR's ranked memref
/// descriptor {allocated, aligned, offset, sizes[rank], strides[rank]}.
extern "C" void splitOnnxRunResult(int64_t output, int64_t element,
                                   int64_t rank, void *descriptor) {
  RunState &run = *currentRun;
  if (output < 0 || output >= static_cast<int64_t>(run.outputs.size())) {
    run.callbackError = "the entry point reported output " +
                        std::to_string(output) + ", which does not exist";
    return;
  }
  HostOutput &result = run.outputs[output];
  const auto *fields = static_cast<const int64_t *>(descriptor);
  const char *aligned = reinterpret_cast<const char *>(fields[1]);
  int64_t offset = fields[2];
  const int64_t *sizes = fields + 3;
  const int64_t *strides = fields + 3 + rank;
  HostTensor tensor;
  tensor.shape.assign(sizes, sizes + rank);
  int64_t count = 1;
  for (int64_t size : tensor.shape)
    count *= size;
  int64_t width = result.isString ? sizeof(SplitString) : result.width;
  if (result.isString)
    tensor.strings.resize(count);
  else
    tensor.bytes.resize(count * width);
  SmallVector<int64_t> index(rank, 0);
  for (int64_t n = 0; n < count; ++n) {
    int64_t linear = offset;
    for (int64_t d = 0; d < rank; ++d)
      linear += index[d] * strides[d];
    if (result.isString) {
      SplitString string;
      std::memcpy(&string, aligned + linear * width, sizeof(string));
      if (string.size < 0 || (string.size > 0 && !string.data)) {
        run.callbackError = "output " + std::to_string(output) +
                            " holds an invalid string (size " +
                            std::to_string(string.size) + ")";
        return;
      }
      if (string.size > 0)
        tensor.strings[n].assign(string.data, string.size);
    } else {
      std::memcpy(tensor.bytes.data() + n * width, aligned + linear * width,
                  width);
    }
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < sizes[d])
        break;
      index[d] = 0;
    }
  }
  result.received = true;
  if (element < 0)
    result.tensor = std::move(tensor);
  else
    result.elements.push_back(std::move(tensor));
}

/// Replaces the runtime's splitCheckFailed (which exits the process) for
/// code this runner JIT-compiles. Nothing with a destructor is alive in this
/// frame when it jumps.
extern "C" [[noreturn]] void splitOnnxRunCheckFailed(const char *message,
                                                     int64_t count,
                                                     const int64_t *values) {
  currentRun->checkMessage =
      mlir::split::runtime::formatCheckMessage(message, count, values);
  std::longjmp(currentRun->checkFailed, 1);
}

using PackedFunction = void (*)(void **);

/// Calls the entry point; false if a split.check failed. No C++ object lives
/// across the setjmp.
bool callGuarded(PackedFunction function, void **arguments) {
  if (setjmp(currentRun->checkFailed) != 0)
    return false;
  function(arguments);
  return true;
}

/// The sequence argument of type `type` rebuilt from the entry point's
/// arguments with the dialect's own SplitToSequence, so that the host never
/// sees the lowering's private layout of sequences (docs/ONNX.md, the ABI):
/// - elements of rank 0: `data` (1-D, the elements in order), split into
///   chunks of 1 with keepdims = 0;
/// - elements of rank R >= 1: `data` (rank R, the elements concatenated
///   along one axis), `sizes` (1-D i64, each element's extent along that
///   axis) and `axis` (i64, in [0, R), chosen by the host per data set: the
///   one dimension in which the elements differ). The axis is an attribute
///   of the op, so the code has one SplitToSequence per axis behind a chain
///   of scf.if on `axis`. SplitToSequence's run-time checks (the sizes sum
///   to the axis) and sequence_at's check of every static dimension of the
///   element type apply to what the host passes.
Value buildSequenceArgument(OpBuilder &b, Location loc, SeqType type,
                            ValueRange arguments) {
  Value data = arguments[0];
  auto makeSequence = [&](OpBuilder &builder, Location l, int64_t axis,
                          ValueRange operands, int64_t keepdims) {
    OperationState state(l, "split.split_to_sequence_v11");
    state.addOperands(operands);
    state.addAttribute("axis", builder.getI64IntegerAttr(axis));
    state.addAttribute("keepdims", builder.getI64IntegerAttr(keepdims));
    state.addTypes(type);
    return builder.create(state)->getResult(0);
  };
  int64_t rank = type.getElementType().getRank();
  if (rank == 0)
    return makeSequence(b, loc, 0, data, /*keepdims=*/0);
  Value sizes = arguments[1], axis = arguments[2];
  // if axis == 0 { split on 0 } else { if axis == 1 { ... } else { R - 1 } }
  std::function<Value(OpBuilder &, Location, int64_t)> build =
      [&](OpBuilder &builder, Location l, int64_t candidate) -> Value {
    if (candidate == rank - 1)
      return makeSequence(builder, l, candidate, {data, sizes}, 1);
    Value constant = arith::ConstantIntOp::create(builder, l, candidate, 64);
    Value isCandidate = arith::CmpIOp::create(
        builder, l, arith::CmpIPredicate::eq, axis, constant);
    auto branch = scf::IfOp::create(
        builder, l, isCandidate,
        [&](OpBuilder &nested, Location nl) {
          scf::YieldOp::create(
              nested, nl,
              makeSequence(nested, nl, candidate, {data, sizes}, 1));
        },
        [&](OpBuilder &nested, Location nl) {
          scf::YieldOp::create(nested, nl, build(nested, nl, candidate + 1));
        });
    return branch.getResult(0);
  };
  return build(b, loc, 0);
}

/// Adds split_onnx_run_entry and its callback declarations (see the file
/// comment); returns the number of callbacks.
unsigned addEntryPoint(ModuleOp module, func::FuncOp graph) {
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Location loc = graph.getLoc();
  MLIRContext *context = module.getContext();
  Type i64 = b.getI64Type();

  llvm::DenseMap<Type, func::FuncOp> callbacks;
  auto getCallback = [&](Type elementType) {
    func::FuncOp &callback = callbacks[elementType];
    if (!callback) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToEnd(module.getBody());
      callback = func::FuncOp::create(
          b, loc, (kCallbackPrefix + llvm::Twine(callbacks.size() - 1)).str(),
          b.getFunctionType({i64, i64, UnrankedTensorType::get(elementType)},
                            {}));
      callback.setPrivate();
    }
    return callback;
  };
  auto report = [&](OpBuilder &builder, Location l, Value output, Value element,
                    Value tensor) {
    auto type = llvm::cast<RankedTensorType>(tensor.getType());
    Value unranked = tensor::CastOp::create(
        builder, l, UnrankedTensorType::get(type.getElementType()), tensor);
    func::CallOp::create(builder, l, getCallback(type.getElementType()),
                         ValueRange{output, element, unranked});
  };

  // A tensor argument is passed as it is; a sequence argument as the
  // arguments it is rebuilt from (see buildSequenceArgument).
  SmallVector<Type> entryInputs;
  for (Type type : graph.getFunctionType().getInputs()) {
    auto sequenceType = llvm::dyn_cast<SeqType>(type);
    if (!sequenceType) {
      entryInputs.push_back(type);
      continue;
    }
    Type element = sequenceType.getElementType().getElementType();
    int64_t rank = sequenceType.getElementType().getRank();
    entryInputs.push_back(RankedTensorType::get(
        SmallVector<int64_t>(std::max<int64_t>(rank, 1), ShapedType::kDynamic),
        element));
    if (rank > 0) {
      entryInputs.push_back(RankedTensorType::get({ShapedType::kDynamic}, i64));
      entryInputs.push_back(i64);
    }
  }
  auto entry = func::FuncOp::create(b, loc, kEntryName,
                                    b.getFunctionType(entryInputs, {}));
  entry->setAttr("llvm.emit_c_interface", UnitAttr::get(context));
  b.setInsertionPointToStart(entry.addEntryBlock());
  SmallVector<Value> graphArguments;
  ValueRange entryArguments = entry.getBody().getArguments();
  for (Type type : graph.getFunctionType().getInputs()) {
    auto sequenceType = llvm::dyn_cast<SeqType>(type);
    if (!sequenceType) {
      graphArguments.push_back(entryArguments.front());
      entryArguments = entryArguments.drop_front();
      continue;
    }
    unsigned used = sequenceType.getElementType().getRank() > 0 ? 3 : 1;
    graphArguments.push_back(buildSequenceArgument(
        b, loc, sequenceType, entryArguments.take_front(used)));
    entryArguments = entryArguments.drop_front(used);
  }
  auto call = func::CallOp::create(b, loc, graph, graphArguments);
  for (unsigned index = 0; index < call.getNumResults(); ++index) {
    Value result = call.getResult(index);
    Value output = arith::ConstantIntOp::create(b, loc, index, 64);
    auto sequenceType = llvm::dyn_cast<SeqType>(result.getType());
    if (!sequenceType) {
      report(b, loc, output, arith::ConstantIntOp::create(b, loc, -1, 64),
             result);
      continue;
    }
    auto scalar = RankedTensorType::get({}, i64);
    OperationState lengthState(loc, "split.sequence_length");
    lengthState.addOperands(result);
    lengthState.addTypes(scalar);
    Value length = tensor::ExtractOp::create(
        b, loc, b.create(lengthState)->getResult(0), ValueRange{});
    Value upper = arith::IndexCastOp::create(b, loc, b.getIndexType(), length);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    scf::ForOp::create(
        b, loc, zero, upper, one, ValueRange{},
        [&](OpBuilder &nested, Location l, Value iv, ValueRange) {
          Value position = arith::IndexCastOp::create(nested, l, i64, iv);
          Value positionTensor = tensor::FromElementsOp::create(
              nested, l, scalar, ValueRange{position});
          OperationState atState(l, "split.sequence_at");
          atState.addOperands({result, positionTensor});
          atState.addTypes(sequenceType.getElementType());
          report(nested, l, output, position,
                 nested.create(atState)->getResult(0));
          scf::YieldOp::create(nested, l);
        });
  }
  func::ReturnOp::create(b, loc);
  return callbacks.size();
}

/// Everything compiled for one model.
struct CompiledModel {
  std::unique_ptr<ExecutionEngine> engine;
  PackedFunction entry = nullptr;
  FunctionType type;
  SmallVector<std::string> inputNames;
};

/// Collects the first error reported through a context.
struct ErrorCollector {
  std::string message;
  ScopedDiagnosticHandler handler;
  explicit ErrorCollector(MLIRContext *context)
      : handler(context, [this](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() == DiagnosticSeverity::Error &&
              message.empty())
            message = diagnostic.str();
          return success();
        }) {}
};

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

/// Imports, lowers and JIT-compiles `modelPath`; returns the reason on
/// failure.
std::string compileModel(llvm::StringRef modelPath, MLIRContext &context,
                         CompiledModel &compiled) {
  ErrorCollector errors(&context);
  auto buffer = llvm::MemoryBuffer::getFile(modelPath, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return readFileError(modelPath, buffer.getError());
  OwningOpRef<ModuleOp> module =
      importONNXModel((*buffer)->getBuffer(), modelPath, &context);
  if (!module || failed(verify(*module)))
    return "import failed: " + errors.message;
  auto graph = module->lookupSymbol<func::FuncOp>("main_graph");
  compiled.type = graph.getFunctionType();
  unsigned numCallbacks = addEntryPoint(*module, graph);
  PassManager pm(&context);
  buildSplitToLLVMPipeline(pm);
  if (failed(pm.run(*module)))
    return "lowering failed: " + errors.message;

  // (ExecutionEngineOptions holds a function_ref to it.)
  auto transformer = split::makeJITTransformer(nullptr);
  ExecutionEngineOptions options;
  options.transformer = transformer;
  options.jitCodeGenOptLevel = split::kJITCodeGenOptLevel;
  auto engine = ExecutionEngine::create(*module, options);
  if (!engine)
    return "JIT compilation failed: " + llvm::toString(engine.takeError());
  compiled.engine = std::move(*engine);
  compiled.engine->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    auto add = [&](llvm::StringRef name, void *address) {
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                 llvm::JITSymbolFlags::Exported};
    };
    add("splitCheckFailed", reinterpret_cast<void *>(&splitOnnxRunCheckFailed));
    for (unsigned i = 0; i < numCallbacks; ++i)
      add((kCallbackPrefix + llvm::Twine(i)).str(),
          reinterpret_cast<void *>(&splitOnnxRunResult));
    return symbols;
  });
  auto entry =
      compiled.engine->lookupPacked(("_mlir_ciface_" + kEntryName).str());
  if (!entry)
    return "JIT compilation failed: " + llvm::toString(entry.takeError());
  compiled.entry = *entry;
  return "";
}

std::string formatShape(ArrayRef<int64_t> shape) {
  return "[" +
         llvm::join(llvm::map_range(
                        shape, [](int64_t d) { return std::to_string(d); }),
                    ", ") +
         "]";
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

/// "" if `actual` equals `expected` exactly, else why not.
std::string compareTensor(const onnx::TensorProto &expected,
                          const HostTensor &actual, Type elementType,
                          int64_t width) {
  llvm::Expected<TensorData> data = decodeTensor(expected);
  if (!data)
    return "the expected tensor " + llvm::toString(data.takeError());
  int32_t actualType = getDataType(elementType);
  if (data->dataType != actualType)
    return "element type " + getDataTypeName(actualType) + ", expected " +
           getDataTypeName(data->dataType);
  if (ArrayRef<int64_t>(data->shape) != ArrayRef<int64_t>(actual.shape))
    return "shape " + formatShape(actual.shape) + ", expected " +
           formatShape(data->shape);
  if (actualType == onnx::TensorProto::STRING) {
    for (size_t i = 0; i < actual.strings.size(); ++i) {
      if (actual.strings[i] != data->strings[i])
        return describeStringMismatch(i, actual.strings[i], data->strings[i]);
    }
    return "";
  }
  for (size_t i = 0; i < actual.bytes.size(); i += width) {
    if (std::memcmp(actual.bytes.data() + i, data->bytes.data() + i, width))
      return "element " + std::to_string(i / width) + " is " +
             formatElement(actual.bytes.data() + i, actualType, width) +
             ", expected " +
             formatElement(data->bytes.data() + i, actualType, width);
  }
  return "";
}

/// "" if the decoded input `data` can be passed as `type`, else why not.
std::string checkInput(const TensorData &data, RankedTensorType type,
                       const std::string &what) {
  int32_t expectedType = getDataType(type.getElementType());
  if (data.dataType != expectedType)
    return what + " is " + getDataTypeName(data.dataType) +
           " but the model takes " + getDataTypeName(expectedType);
  ArrayRef<int64_t> shape = data.shape;
  bool fits = static_cast<int64_t>(shape.size()) == type.getRank();
  for (size_t d = 0; fits && d < shape.size(); ++d)
    fits = type.isDynamicDim(d) || type.getDimSize(d) == shape[d];
  if (!fits)
    return what + " has shape " + formatShape(shape) + ", which does not fit " +
           llvm::formatv("{0}", type).str();
  return "";
}

/// The arguments of the entry point's packed C interface for one data set,
/// and everything they point at, alive until the run's results have been
/// copied. String elements are {pointer, length} pairs into the decoded
/// strings, which the host owns (docs/Strings.md, ownership). Deques keep
/// every address stable while arguments are added.
struct EntryArguments {
  std::vector<void *> packed;

  /// A ranked memref over `decoded` (identity layout).
  void addTensor(TensorData decoded) {
    // Numbers: the decoded buffer itself; strings: pairs into the decoded
    // strings, which `tensors` keeps.
    if (decoded.dataType != onnx::TensorProto::STRING) {
      SmallVector<int64_t> shape = decoded.shape;
      addMemRef(std::move(decoded.bytes), shape);
      return;
    }
    const TensorData &data = tensors.emplace_back(std::move(decoded));
    addMemRef(bytesOf(data), data.shape);
  }

  /// The arguments buildSequenceArgument rebuilds `proto` from (see there),
  /// or why the sequence cannot be passed.
  std::string addSequence(const onnx::SequenceProto &proto, SeqType type,
                          const std::string &what) {
    RankedTensorType elementType = type.getElementType();
    int64_t rank = elementType.getRank();
    std::vector<const TensorData *> elements;
    for (int i = 0; i < proto.tensor_values_size(); ++i) {
      std::string element = what + ", element " + std::to_string(i);
      llvm::Expected<TensorData> data = decodeTensor(proto.tensor_values(i));
      if (!data)
        return element + " " + llvm::toString(data.takeError());
      std::string why = checkInput(*data, elementType, element);
      if (!why.empty())
        return why;
      elements.push_back(&tensors.emplace_back(std::move(*data)));
    }
    int32_t dataType = getDataType(elementType.getElementType());
    int64_t width = dataType == onnx::TensorProto::STRING
                        ? static_cast<int64_t>(sizeof(SplitString))
                        : getElementByteWidth(dataType);
    if (rank == 0) {
      std::vector<char> data;
      for (const TensorData *element : elements)
        llvm::append_range(data, bytesOf(*element));
      addMemRef(std::move(data), {static_cast<int64_t>(elements.size())});
      return "";
    }
    // The one dimension in which the elements differ is the axis they are
    // concatenated along; with none, the first dynamic one (or 0).
    SmallVector<int64_t> differing;
    for (int64_t d = 0; d < rank; ++d) {
      if (llvm::any_of(elements, [&](const TensorData *element) {
            return element->shape[d] != elements.front()->shape[d];
          }))
        differing.push_back(d);
    }
    if (differing.size() > 1)
      return what + ": its elements differ in dimensions " +
             std::to_string(differing[0]) + " and " +
             std::to_string(differing[1]) +
             ", but split-onnx-run passes a sequence as one tensor split "
             "along one axis, so they may differ in one dimension only";
    int64_t axis = 0;
    if (!differing.empty())
      axis = differing.front();
    else if (elementType.getNumDynamicDims() > 0)
      axis = *llvm::find_if(llvm::seq<int64_t>(0, rank), [&](int64_t d) {
        return elementType.isDynamicDim(d);
      });
    SmallVector<int64_t> shape;
    if (elements.empty()) {
      for (int64_t d = 0; d < rank; ++d)
        shape.push_back(
            elementType.isDynamicDim(d) ? 0 : elementType.getDimSize(d));
    } else {
      shape.assign(elements.front()->shape.begin(),
                   elements.front()->shape.end());
    }
    std::vector<int64_t> sizes;
    for (const TensorData *element : elements)
      sizes.push_back(element->shape[axis]);
    // Empty elements may have huge dimensions (decodeTensor bounds only
    // element counts): their sum must still be an int64_t.
    shape[axis] = 0;
    for (int64_t size : sizes)
      if (llvm::AddOverflow(shape[axis], size, shape[axis]))
        return what + ": its elements' sizes in dimension " +
               std::to_string(axis) + " sum to more than 2^63 - 1";
    // Concatenation along `axis`: for each outer index, every element's
    // block of (its size at the axis) x inner elements in turn. Nothing to
    // copy when the elements are empty (the products below could then
    // overflow; otherwise they are bounded by the elements' data).
    std::vector<std::vector<char>> elementBytes;
    size_t total = 0;
    for (const TensorData *element : elements)
      total += elementBytes.emplace_back(bytesOf(*element)).size();
    int64_t outer = 1, inner = 1;
    for (int64_t d = 0; total && d < axis; ++d)
      outer *= shape[d];
    for (int64_t d = axis + 1; total && d < rank; ++d)
      inner *= shape[d];
    std::vector<char> data;
    data.reserve(total);
    for (int64_t o = 0; total && o < outer; ++o) {
      for (auto [bytes, size] : llvm::zip(elementBytes, sizes)) {
        int64_t block = size * inner * width;
        data.insert(data.end(), bytes.begin() + o * block,
                    bytes.begin() + (o + 1) * block);
      }
    }
    addMemRef(std::move(data), shape);
    std::vector<char> sizeBytes(sizes.size() * sizeof(int64_t));
    if (!sizes.empty())
      std::memcpy(sizeBytes.data(), sizes.data(), sizeBytes.size());
    addMemRef(std::move(sizeBytes), {static_cast<int64_t>(sizes.size())});
    packed.push_back(&scalars.emplace_back(axis));
    return "";
  }

private:
  std::deque<TensorData> tensors;
  std::deque<std::vector<char>> buffers;
  std::deque<std::vector<int64_t>> descriptors;
  std::deque<void *> descriptorPointers;
  std::deque<int64_t> scalars;

  /// The elements of `data` as the compiled code stores them: its bytes, or
  /// one {pointer, length} pair per string.
  static std::vector<char> bytesOf(const TensorData &data) {
    if (data.dataType != onnx::TensorProto::STRING)
      return data.bytes;
    std::vector<char> bytes(data.strings.size() * sizeof(SplitString));
    for (auto [i, string] : llvm::enumerate(data.strings)) {
      SplitString pair{string.data(), static_cast<int64_t>(string.size())};
      std::memcpy(bytes.data() + i * sizeof(SplitString), &pair, sizeof(pair));
    }
    return bytes;
  }

  /// A ranked memref descriptor {allocated, aligned, offset, sizes[rank],
  /// strides[rank]} over a copy of `bytes` with identity layout.
  void addMemRef(std::vector<char> bytes, ArrayRef<int64_t> shape) {
    alignas(16) static char emptyBuffer[16];
    std::vector<char> &buffer = buffers.emplace_back(std::move(bytes));
    void *start = buffer.empty() ? emptyBuffer : buffer.data();
    int64_t rank = shape.size();
    std::vector<int64_t> &descriptor = descriptors.emplace_back(3 + 2 * rank);
    descriptor[0] = descriptor[1] = reinterpret_cast<int64_t>(start);
    // Unsigned: the strides of an empty memref may wrap (its sizes can be
    // huge next to a 0); they are never used then.
    uint64_t stride = 1;
    for (int64_t d = rank - 1; d >= 0; --d) {
      descriptor[3 + d] = shape[d];
      descriptor[3 + rank + d] = static_cast<int64_t>(stride);
      stride *= static_cast<uint64_t>(shape[d]);
    }
    packed.push_back(&descriptorPointers.emplace_back(descriptor.data()));
  }
};

/// Runs one data set; "" on success, else why it failed.
std::string runDataSet(llvm::StringRef dir, const CompiledModel &model) {
  ArrayRef<Type> inputTypes = model.type.getInputs();
  ArrayRef<Type> resultTypes = model.type.getResults();
  auto filePath = [&](llvm::StringRef kind, size_t k) {
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, kind + "_" + llvm::Twine(k) + ".pb");
    return std::string(path);
  };
  if (llvm::sys::fs::exists(filePath("input", inputTypes.size())))
    return "the data set has more inputs than main_graph's " +
           std::to_string(inputTypes.size());
  if (llvm::sys::fs::exists(filePath("output", resultTypes.size())))
    return "the data set has more outputs than main_graph's " +
           std::to_string(resultTypes.size());

  // Inputs: one memref descriptor per tensor argument, the arguments of
  // buildSequenceArgument per sequence argument.
  EntryArguments arguments;
  for (size_t k = 0; k < inputTypes.size(); ++k) {
    std::string path = filePath("input", k);
    auto buffer = llvm::MemoryBuffer::getFile(path, false, false);
    if (!buffer)
      return readFileError(path, buffer.getError());
    llvm::StringRef bytes = (*buffer)->getBuffer();
    std::string what = "input " + std::to_string(k);
    if (auto sequenceType = llvm::dyn_cast<SeqType>(inputTypes[k])) {
      onnx::SequenceProto proto;
      if (std::string why = parseTensorSequence(bytes, path, proto);
          !why.empty())
        return why;
      std::string why = arguments.addSequence(proto, sequenceType, what);
      if (!why.empty())
        return why;
      continue;
    }
    onnx::TensorProto proto;
    if (std::string why = parseProto(bytes, path, "TensorProto", proto);
        !why.empty())
      return why;
    llvm::Expected<TensorData> data = decodeTensor(proto);
    if (!data)
      return what + " " + llvm::toString(data.takeError());
    auto type = llvm::cast<RankedTensorType>(inputTypes[k]);
    std::string why = checkInput(*data, type, what);
    if (!why.empty())
      return why;
    arguments.addTensor(std::move(*data));
  }

  RunState run;
  for (Type type : resultTypes) {
    HostOutput output;
    output.isSequence = llvm::isa<SeqType>(type);
    auto tensorType = output.isSequence
                          ? llvm::cast<SeqType>(type).getElementType()
                          : llvm::cast<RankedTensorType>(type);
    output.elementType = tensorType.getElementType();
    output.isString = llvm::isa<StringType>(output.elementType);
    output.width = getElementByteWidth(getDataType(output.elementType));
    run.outputs.push_back(std::move(output));
  }
  currentRun = &run;
  bool ok = callGuarded(model.entry, arguments.packed.data());
  currentRun = nullptr;
  if (!ok)
    return run.checkMessage;
  if (!run.callbackError.empty())
    return run.callbackError;

  for (size_t k = 0; k < run.outputs.size(); ++k) {
    const HostOutput &output = run.outputs[k];
    std::string path = filePath("output", k);
    if (!llvm::sys::fs::exists(path))
      continue;
    auto buffer = llvm::MemoryBuffer::getFile(path, false, false);
    if (!buffer)
      return readFileError(path, buffer.getError());
    llvm::StringRef bytes = (*buffer)->getBuffer();
    std::string what = "output " + std::to_string(k);
    if (!output.isSequence) {
      onnx::TensorProto proto;
      if (std::string why = parseProto(bytes, path, "TensorProto", proto);
          !why.empty())
        return why;
      if (!output.received)
        return what + " was not returned";
      std::string why =
          compareTensor(proto, output.tensor, output.elementType, output.width);
      if (!why.empty())
        return what + ": " + why;
      continue;
    }
    onnx::SequenceProto proto;
    if (std::string why = parseTensorSequence(bytes, path, proto); !why.empty())
      return why;
    if (static_cast<size_t>(proto.tensor_values_size()) !=
        output.elements.size())
      return what + ": sequence of " + std::to_string(output.elements.size()) +
             " tensors, expected " + std::to_string(proto.tensor_values_size());
    for (auto [i, element] : llvm::enumerate(output.elements)) {
      std::string why = compareTensor(proto.tensor_values(i), element,
                                      output.elementType, output.width);
      if (!why.empty())
        return what + ", element " + std::to_string(i) + ": " + why;
    }
  }
  return "";
}

/// The test_data_set_* directories of `modelDir`, in numeric order.
std::vector<std::string> findDataSets(llvm::StringRef modelDir) {
  std::vector<std::pair<int64_t, std::string>> found;
  std::error_code error;
  for (llvm::sys::fs::directory_iterator it(modelDir, error), end;
       it != end && !error; it.increment(error)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    int64_t number;
    if (name.consume_front("test_data_set_") && !name.getAsInteger(10, number))
      found.push_back({number, it->path()});
  }
  llvm::sort(found);
  std::vector<std::string> paths;
  for (auto &entry : found)
    paths.push_back(entry.second);
  return paths;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  llvm::cl::list<std::string> directories(
      llvm::cl::Positional, llvm::cl::OneOrMore,
      llvm::cl::desc("<ONNX backend-test directory>..."));
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "split-onnx-run: runs ONNX backend-test directories (model.onnx, "
      "test_data_set_*/input_K.pb, output_K.pb) through the split JIT\n");
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  DialectRegistry registry;
  registerSplitToolDialects(registry);
  registerAllToLLVMIRTranslations(registry);
  registerSplitToolPasses();

  int passed = 0, failed = 0;
  for (const std::string &dir : directories) {
    std::vector<std::string> dataSets = findDataSets(dir);
    MLIRContext context(registry);
    // Small models; threads would only add start-up cost.
    context.disableMultithreading();
    CompiledModel model;
    llvm::SmallString<256> modelPath(dir);
    llvm::sys::path::append(modelPath, "model.onnx");
    std::string why = compileModel(modelPath, context, model);
    if (dataSets.empty() && why.empty())
      why = "no test_data_set_* directory";
    if (!why.empty()) {
      // Every data set of a model that does not compile fails.
      if (dataSets.empty())
        dataSets.push_back(dir);
      for (const std::string &dataSet : dataSets) {
        std::printf("FAIL %s: %s\n", dataSet.c_str(), why.c_str());
        ++failed;
      }
      continue;
    }
    for (const std::string &dataSet : dataSets) {
      std::string why = runDataSet(dataSet, model);
      if (why.empty()) {
        std::printf("PASS %s\n", dataSet.c_str());
        ++passed;
      } else {
        std::printf("FAIL %s: %s\n", dataSet.c_str(), why.c_str());
        ++failed;
      }
    }
  }
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
