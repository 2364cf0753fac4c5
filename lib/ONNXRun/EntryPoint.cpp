//===- EntryPoint.cpp - calling an imported ONNX graph from C++ -----------===//
//
// See EntryPoint.h for the ABI. The host side: inputs are passed as memref
// descriptors over the decoded data (split/ExecutionEngine/MemRef.h), results
// arrive through one C callback and are copied out with upstream's
// memrefCopy, and the entry point runs as a guarded call (split::callGuarded)
// that a failed split.check ends.
//
//===----------------------------------------------------------------------===//

#include "split/ONNXRun/EntryPoint.h"

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/ExecutionEngine/LowerToLLVM.h"
#include "split/ExecutionEngine/MemRef.h"
#include "split/Runtime/Runtime.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include "onnx/onnx_pb.h"

#include <cstring>
#include <deque>
#include <functional>
#include <string>

using namespace mlir;
using namespace mlir::split;
using namespace mlir::split::onnx_import;

namespace {

constexpr llvm::StringLiteral kCallbackPrefix = "split_onnx_run_result_";

/// One result as it arrives from the compiled code.
struct HostOutput {
  Type elementType;
  int64_t width = 0;
  bool isString = false;
  bool received = false;
  HostValue value;
};

/// What the callbacks of one run write to. The JIT-compiled code reaches the
/// host only through C functions, hence one variable for the thread's
/// current run (each thread may run a graph of its own).
struct RunState {
  std::vector<HostOutput> outputs;
  std::string callbackError;
};
thread_local RunState *currentRun = nullptr;

/// The host side of split_onnx_run_result_N: copies the (possibly strided)
/// memref into a contiguous TensorData. Strings are copied too: the compiled
/// code's pairs may point at its constants or at the inputs, neither of
/// which the results should depend on.
extern "C" void splitOnnxRunResult(int64_t output, int64_t element,
                                   int64_t rank, void *descriptor) {
  RunState &run = *currentRun;
  if (output < 0 || output >= static_cast<int64_t>(run.outputs.size())) {
    run.callbackError = "the entry point reported output " +
                        std::to_string(output) + ", which does not exist";
    return;
  }
  HostOutput &result = run.outputs[output];
  ::UnrankedMemRefType<char> memref{rank, descriptor};
  DynamicMemRefType<char> view(memref);
  TensorData tensor;
  tensor.dataType = getDataType(result.elementType);
  tensor.shape.assign(view.sizes, view.sizes + rank);
  int64_t count = getNumElements(view);
  int64_t width = result.isString ? sizeof(SplitString) : result.width;
  std::vector<char> bytes(count * width);
  copyToContiguous(memref, width, bytes.data());
  if (result.isString) {
    tensor.strings.resize(count);
    for (int64_t n = 0; n < count; ++n) {
      SplitString string;
      std::memcpy(&string, bytes.data() + n * width, sizeof(string));
      if (string.size < 0 || (string.size > 0 && !string.data)) {
        run.callbackError = "output " + std::to_string(output) +
                            " holds an invalid string (size " +
                            std::to_string(string.size) + ")";
        return;
      }
      if (string.size > 0)
        tensor.strings[n].assign(string.data, string.size);
    }
  } else {
    tensor.bytes = std::move(bytes);
  }
  result.received = true;
  if (element < 0)
    result.value.tensor = std::move(tensor);
  else
    result.value.elements.push_back(std::move(tensor));
}

/// The sequence argument of type `type` rebuilt from the entry point's
/// arguments with the dialect's own ops, so that the host never sees the
/// lowering's run-time form of sequences (docs/ONNX.md, the ABI): `data`
/// (1-D, every element's elements in row-major order, one element after the
/// other) and `shapes` (k x R i64, element i's shape in row i). One loop
/// inserts each element, a slice of `data` reshaped to its shape and cast to
/// the element type (a cast checked at run time), into a sequence_empty:
/// the elements may differ in every dimension.
Value buildSequenceArgument(OpBuilder &b, Location loc, SeqType type,
                            ValueRange arguments) {
  Value data = arguments[0], shapes = arguments[1];
  RankedTensorType elementType = type.getElementType();
  int64_t rank = elementType.getRank();
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value count = tensor::DimOp::create(b, loc, shapes, 0);
  Value empty = SequenceEmptyOp::create(b, loc, type);
  auto loop = scf::ForOp::create(
      b, loc, zero, count, one, ValueRange{empty, zero},
      [&](OpBuilder &nested, Location l, Value i, ValueRange args) {
        SmallVector<Value> sizes;
        Value size = one;
        for (int64_t d = 0; d < rank; ++d) {
          Value dim = arith::ConstantIndexOp::create(nested, l, d);
          Value extent = arith::IndexCastOp::create(
              nested, l, nested.getIndexType(),
              tensor::ExtractOp::create(nested, l, shapes, ValueRange{i, dim}));
          sizes.push_back(extent);
          size = arith::MulIOp::create(nested, l, size, extent);
        }
        OpFoldResult unit = nested.getIndexAttr(1);
        Value flat = tensor::ExtractSliceOp::create(
            nested, l, data, ArrayRef<OpFoldResult>{args[1]},
            ArrayRef<OpFoldResult>{size}, ArrayRef<OpFoldResult>{unit});
        Value shape = tensor::FromElementsOp::create(
            nested, l, RankedTensorType::get({rank}, nested.getIndexType()),
            sizes);
        auto dynamicType = RankedTensorType::get(
            SmallVector<int64_t>(rank, ShapedType::kDynamic),
            elementType.getElementType());
        Value element =
            tensor::ReshapeOp::create(nested, l, dynamicType, flat, shape);
        if (dynamicType != elementType)
          element = tensor::CastOp::create(nested, l, elementType, element);
        Value inserted =
            SequenceInsertOp::create(nested, l, type, args[0], element,
                                     /*position=*/Value());
        Value next = arith::AddIOp::create(nested, l, args[1], size);
        scf::YieldOp::create(nested, l, ValueRange{inserted, next});
      });
  return loop.getResult(0);
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

  /// The arguments buildSequenceArgument rebuilds the sequence of
  /// `decoded` from (see there), or why the sequence cannot be passed.
  std::string addSequence(std::vector<TensorData> decoded, SeqType type,
                          const std::string &what) {
    RankedTensorType elementType = type.getElementType();
    int64_t rank = elementType.getRank();
    std::vector<const TensorData *> elements;
    for (auto [i, data] : llvm::enumerate(decoded)) {
      std::string element = what + ", element " + std::to_string(i);
      std::string why = checkInput(data, elementType, element);
      if (!why.empty())
        return why;
      elements.push_back(&tensors.emplace_back(std::move(data)));
    }
    // The elements one after the other (strings: their pairs), and their
    // shapes, one row each.
    std::vector<char> data;
    std::vector<int64_t> shapes;
    for (const TensorData *element : elements) {
      llvm::append_range(data, bytesOf(*element));
      llvm::append_range(shapes, element->shape);
    }
    int32_t dataType = getDataType(elementType.getElementType());
    int64_t width = dataType == onnx::TensorProto::STRING
                        ? static_cast<int64_t>(sizeof(SplitString))
                        : getElementByteWidth(dataType);
    int64_t count = static_cast<int64_t>(data.size()) / width;
    addMemRef(std::move(data), {count});
    std::vector<char> shapeBytes(shapes.size() * sizeof(int64_t));
    if (!shapes.empty())
      std::memcpy(shapeBytes.data(), shapes.data(), shapeBytes.size());
    addMemRef(std::move(shapeBytes),
              {static_cast<int64_t>(elements.size()), rank});
    return "";
  }

private:
  std::deque<TensorData> tensors;
  std::deque<std::vector<char>> buffers;
  std::deque<RankedMemRefDescriptor> descriptors;
  std::deque<void *> descriptorPointers;

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

  /// A memref over a copy of `bytes` with the identity layout.
  void addMemRef(std::vector<char> bytes, ArrayRef<int64_t> shape) {
    std::vector<char> &buffer = buffers.emplace_back(std::move(bytes));
    RankedMemRefDescriptor &descriptor = descriptors.emplace_back(
        buffer.empty() ? nullptr : buffer.data(), shape);
    packed.push_back(&descriptorPointers.emplace_back(descriptor.get()));
  }
};

} // namespace

unsigned mlir::split::onnx_import::addEntryPoint(ModuleOp module,
                                                 func::FuncOp graph) {
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
    int64_t dynamic = ShapedType::kDynamic;
    entryInputs.push_back(RankedTensorType::get({dynamic}, element));
    entryInputs.push_back(RankedTensorType::get({dynamic, dynamic}, i64));
  }
  auto entry = func::FuncOp::create(b, loc, kEntryPointName,
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
    unsigned used = 2;
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
    Value length = tensor::ExtractOp::create(
        b, loc, SequenceLengthOp::create(b, loc, TypeRange{scalar}, result),
        ValueRange{});
    Value upper = arith::IndexCastOp::create(b, loc, b.getIndexType(), length);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    scf::ForOp::create(
        b, loc, zero, upper, one, ValueRange{},
        [&](OpBuilder &nested, Location l, Value iv, ValueRange) {
          Value position = arith::IndexCastOp::create(nested, l, i64, iv);
          Value positionTensor = tensor::FromElementsOp::create(
              nested, l, scalar, ValueRange{position});
          report(nested, l, output, position,
                 SequenceAtOp::create(nested, l,
                                      TypeRange{sequenceType.getElementType()},
                                      ValueRange{result, positionTensor}));
          scf::YieldOp::create(nested, l);
        });
  }
  func::ReturnOp::create(b, loc);
  return callbacks.size();
}

CompiledGraph::~CompiledGraph() = default;

llvm::Expected<std::unique_ptr<CompiledGraph>>
CompiledGraph::compile(ModuleOp module, const JITOptions &options) {
  auto graph = module.lookupSymbol<func::FuncOp>("main_graph");
  if (!graph)
    return llvm::createStringError("the module has no main_graph");
  std::unique_ptr<CompiledGraph> compiled(new CompiledGraph());
  compiled->type = graph.getFunctionType();
  unsigned numCallbacks = addEntryPoint(module, graph);

  std::string error;
  ScopedDiagnosticHandler handler(module.getContext(), [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && error.empty())
      error = d.str();
    if (d.getSeverity() == DiagnosticSeverity::Warning)
      compiled->warnings.push_back(d.str());
    return success();
  });
  // The host calls only the entry point: main_graph becomes private.
  if (failed(lowerToLLVM(module, SplitToLLVMOptions(), kEntryPointName)))
    return llvm::createStringError("lowering failed: " + error);

  std::vector<HostSymbol> symbols;
  for (unsigned i = 0; i < numCallbacks; ++i)
    symbols.push_back({(kCallbackPrefix + llvm::Twine(i)).str(),
                       reinterpret_cast<void *>(&splitOnnxRunResult)});
  auto engine = createJIT(module, options, symbols);
  if (!engine)
    return llvm::createStringError("JIT compilation failed: " +
                                   llvm::toString(engine.takeError()));
  compiled->engine = std::move(*engine);
  auto entry =
      compiled->engine->lookupPacked(("_mlir_ciface_" + kEntryPointName).str());
  if (!entry)
    return llvm::createStringError("JIT compilation failed: " +
                                   llvm::toString(entry.takeError()));
  compiled->entry = *entry;
  return compiled;
}

llvm::Expected<std::vector<HostValue>>
CompiledGraph::run(std::vector<HostValue> inputs) const {
  ArrayRef<Type> inputTypes = type.getInputs();
  if (inputs.size() != inputTypes.size())
    return llvm::createStringError(
        "main_graph takes " + std::to_string(inputTypes.size()) +
        " inputs, not " + std::to_string(inputs.size()));
  // One memref descriptor per tensor argument, the arguments of
  // buildSequenceArgument per sequence argument.
  EntryArguments arguments;
  for (auto [k, input] : llvm::enumerate(inputs)) {
    std::string what = "input " + std::to_string(k);
    auto sequenceType = llvm::dyn_cast<SeqType>(inputTypes[k]);
    if (input.isSequence != static_cast<bool>(sequenceType))
      return llvm::createStringError(
          what + " is a " + (input.isSequence ? "sequence" : "tensor") +
          " but the model takes a " + (sequenceType ? "sequence" : "tensor"));
    std::string why =
        sequenceType
            ? arguments.addSequence(std::move(input.elements), sequenceType,
                                    what)
            : checkInput(input.tensor,
                         llvm::cast<RankedTensorType>(inputTypes[k]), what);
    if (!why.empty())
      return llvm::createStringError(why);
    if (!sequenceType)
      arguments.addTensor(std::move(input.tensor));
  }

  RunState run;
  for (Type resultType : type.getResults()) {
    HostOutput output;
    output.value.isSequence = llvm::isa<SeqType>(resultType);
    auto tensorType = output.value.isSequence
                          ? llvm::cast<SeqType>(resultType).getElementType()
                          : llvm::cast<RankedTensorType>(resultType);
    output.elementType = tensorType.getElementType();
    output.isString = llvm::isa<StringType>(output.elementType);
    output.width = getElementByteWidth(getDataType(output.elementType));
    run.outputs.push_back(std::move(output));
  }
  currentRun = &run;
  llvm::Error failure = callGuarded(entry, arguments.packed.data());
  currentRun = nullptr;
  if (failure)
    return failure;
  if (!run.callbackError.empty())
    return llvm::createStringError(run.callbackError);
  std::vector<HostValue> results;
  for (auto [k, output] : llvm::enumerate(run.outputs)) {
    if (!output.value.isSequence && !output.received)
      return llvm::createStringError("output " + std::to_string(k) +
                                     " was not returned");
    results.push_back(std::move(output.value));
  }
  return results;
}
