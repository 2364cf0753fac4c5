//===- ONNXImport.cpp - ONNX models to the split dialect ------------------===//
//
// Walks an ONNX GraphProto in node order and builds `func.func @main_graph`.
// Split ops are created through their generic form (op name, operands,
// attributes, result types), which docs/Interface.md fixes for every version,
// so the importer depends only on the public contract of the dialect.
//
//===----------------------------------------------------------------------===//

#include "split/Target/ONNX/ONNXImport.h"
#include "ONNXChecker.h"
#include "split/Target/ONNX/TensorProto.h"

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

#include "onnx/onnx_pb.h"

#include <climits>
#include <functional>
#include <optional>
#include <queue>
#include <vector>

using namespace mlir;
using namespace mlir::split;
using namespace mlir::split::onnx_import;

namespace {

bool isDefaultDomain(llvm::StringRef domain) {
  return domain.empty() || domain == "ai.onnx";
}

/// The ONNX type string ("tensor(float)", "seq(tensor(int64))") of an
/// imported value's type, or "" for a type ONNX's schemas do not name.
std::string getONNXTypeString(Type type) {
  if (auto sequence = llvm::dyn_cast<SeqType>(type)) {
    std::string element = getONNXTypeString(sequence.getElementType());
    return element.empty() ? "" : "seq(" + element + ")";
  }
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return "";
  int32_t dataType = getDataType(tensor.getElementType());
  return dataType ? "tensor(" + getDataTypeName(dataType) + ")" : "";
}

/// The ONNX type string of a declared tensor or sequence-of-tensor type
/// with its element type set, or "".
std::string getDeclaredElementTypeString(const onnx::TypeProto &type) {
  if (type.has_sequence_type()) {
    std::string element =
        getDeclaredElementTypeString(type.sequence_type().elem_type());
    return element.empty() ? "" : "seq(" + element + ")";
  }
  if (!type.has_tensor_type() || type.tensor_type().elem_type() == 0)
    return "";
  return "tensor(" + getDataTypeName(type.tensor_type().elem_type()) + ")";
}

std::string describeNode(const onnx::NodeProto &node, int index) {
  std::string name = node.name().empty()
                         ? "#" + std::to_string(index) + " (unnamed)"
                         : quoteName(node.name());
  return "node " + name + " (" + escapeName(node.op_type()) + ")";
}

/// The attribute's type. Old exporters leave `type` unset; then the field
/// that holds a value decides (a list before a single value).
int getAttributeType(const onnx::AttributeProto &attribute) {
  if (attribute.type() != onnx::AttributeProto::UNDEFINED)
    return attribute.type();
  if (attribute.has_t())
    return onnx::AttributeProto::TENSOR;
  if (attribute.has_sparse_tensor())
    return onnx::AttributeProto::SPARSE_TENSOR;
  if (attribute.ints_size() > 0)
    return onnx::AttributeProto::INTS;
  if (attribute.floats_size() > 0)
    return onnx::AttributeProto::FLOATS;
  if (attribute.strings_size() > 0)
    return onnx::AttributeProto::STRINGS;
  if (attribute.has_i())
    return onnx::AttributeProto::INT;
  if (attribute.has_f())
    return onnx::AttributeProto::FLOAT;
  if (attribute.has_s())
    return onnx::AttributeProto::STRING;
  return onnx::AttributeProto::UNDEFINED;
}

std::string getAttributeTypeName(int type) {
  return onnx::AttributeProto::AttributeType_IsValid(type)
             ? onnx::AttributeProto::AttributeType_Name(
                   static_cast<onnx::AttributeProto::AttributeType>(type))
             : std::to_string(type);
}

class Importer;

/// An ONNX op (of the default domain) that the importer maps.
struct SupportedOp {
  llvm::StringLiteral type;
  /// The operator whose first version the op came with (ONNX added the
  /// sequence ops together, in SplitToSequence's opset), whose versions the
  /// dialect lists; "" for an op of every opset.
  llvm::StringLiteral cameWith;
  LogicalResult (Importer::*import)(const onnx::NodeProto &, Location,
                                    ArrayRef<Value>);
};

class Importer {
public:
  Importer(MLIRContext *context, StringRef fileName,
           const ONNXImportOptions &options)
      : context(context), builder(context),
        fileLoc(FileLineColLoc::get(context, fileName, 0, 0)),
        options(options) {
    // External data is found beside the model file; a model read from
    // standard input has no directory.
    if (fileName != "-" && fileName != "<stdin>") {
      modelDir = llvm::sys::path::parent_path(fileName).str();
      if (modelDir.empty())
        modelDir = ".";
    }
  }

  OwningOpRef<ModuleOp> import(const onnx::ModelProto &model);

  /// The one list of the ops the importer maps: the dispatch, the message
  /// for any other op and --allow-unsupported-ops's description come from it.
  static ArrayRef<SupportedOp> getSupportedOps();

private:
  LogicalResult readOpset(const onnx::ModelProto &model);
  /// Defines `name` as a constant holding the decoded initializer `data`.
  LogicalResult importInitializer(const std::string &name,
                                  llvm::Expected<TensorData> data);
  LogicalResult importNode(const onnx::NodeProto &node, int index);
  /// The graph's node indices in an order where every node comes after the
  /// nodes that produce its inputs. ONNX requires graphs to be sorted so,
  /// but ONNX Runtime sorts them itself and runs unsorted ones. Fills
  /// `producers`.
  SmallVector<int> sortNodes(const onnx::GraphProto &graph);

  FailureOr<Type> importType(const onnx::TypeProto &type,
                             const llvm::Twine &what);
  /// The type the graph declares for `name` (graph outputs, value_info), if
  /// it is a tensor type the importer can use, else null. Only generic ops
  /// (--allow-unsupported-ops) use it: their results have no other type.
  Type getDeclaredType(llvm::StringRef name);

  LogicalResult defineValue(const std::string &name, Value value,
                            const llvm::Twine &what);

  /// Node importers. `inputs` holds null for absent optional inputs.
  LogicalResult importSplit(const onnx::NodeProto &node, Location loc,
                            ArrayRef<Value> inputs);
  LogicalResult importSplitToSequence(const onnx::NodeProto &node, Location loc,
                                      ArrayRef<Value> inputs);
  LogicalResult importSequenceOp(const onnx::NodeProto &node, Location loc,
                                 ArrayRef<Value> inputs);
  /// SequenceConstruct, SequenceEmpty, SequenceInsert, SequenceErase and
  /// ConcatFromSequence (opset 11).
  LogicalResult importSequenceBuilder(const onnx::NodeProto &node, Location loc,
                                      ArrayRef<Value> inputs);
  /// A position input of op `opName` as the 0-D tensor the ops take: one
  /// of static shape [1] (as exporters write) is its one element, and one of
  /// shape [?] too, after a run-time check that it has one element.
  Value importPosition(Value position, Location loc, llvm::StringRef opName);
  /// The rank of the tensors that the sequence `name` (made by
  /// SequenceEmpty, whose type the graph does not declare) holds: that of
  /// the first tensor a SequenceInsert inserts into it, or into a sequence
  /// made from it by SequenceInsert or SequenceErase.
  std::optional<int64_t> inferSequenceRank(const std::string &name);
  /// The type of graph input `info` (a sequence of undeclared element shape
  /// takes its rank from inferSequenceRank).
  FailureOr<Type> importInputType(const onnx::ValueInfoProto &info);
  /// A Split or SplitToSequence node (ONNX `onnxName`) checked: its arity
  /// (up to `maxInputs` inputs, `maxOutputs` outputs), its attributes
  /// against `allowed`, and a tensor input. Its operands are the input and
  /// the split input if it has one.
  struct SplitNode {
    SmallVector<Value> operands;
    SmallVector<NamedAttribute> attributes;
    RankedTensorType inputType;
  };
  FailureOr<SplitNode>
  readSplitNode(const onnx::NodeProto &node, Location loc,
                ArrayRef<Value> inputs, llvm::StringRef onnxName, int maxInputs,
                int maxOutputs,
                ArrayRef<std::pair<llvm::StringRef, int>> allowed);
  LogicalResult importConstant(const onnx::NodeProto &node, Location loc,
                               ArrayRef<Value> inputs);
  LogicalResult importIdentity(const onnx::NodeProto &node, Location loc,
                               ArrayRef<Value> inputs);
  LogicalResult importUnsupported(const onnx::NodeProto &node, Location loc,
                                  ArrayRef<Value> inputs);

  /// Checks the node's attributes against `allowed` (name and ONNX
  /// AttributeType) and turns them into MLIR attributes: INT as i64, INTS as
  /// array<i64>.
  FailureOr<SmallVector<NamedAttribute>>
  importAttributes(const onnx::NodeProto &node, Location loc,
                   llvm::StringRef opName,
                   ArrayRef<std::pair<llvm::StringRef, int>> allowed);

  /// Checks the number of inputs and outputs.
  LogicalResult checkArity(const onnx::NodeProto &node, Location loc,
                           llvm::StringRef opName, ArrayRef<Value> inputs,
                           int minInputs, int maxInputs, int minOutputs,
                           int maxOutputs);

  Operation *createOp(Location loc, StringRef name, ValueRange operands,
                      TypeRange resultTypes,
                      ArrayRef<NamedAttribute> attributes);
  LogicalResult defineResults(const onnx::NodeProto &node, Operation *op);

  InFlightDiagnostic nodeError(Location loc) { return emitError(loc); }

  /// The first opset of the ONNX operator `opType` (`Split`,
  /// `SplitToSequence`): its oldest version in the dialect.
  int64_t getFirstVersion(llvm::StringRef opType) const {
    return getVersionedOps(context, opType)
        .front()
        .getInterface<VersionedOpInterface>()
        ->getOnnxVersion();
  }

  MLIRContext *context;
  OpBuilder builder;
  Location fileLoc;
  const ONNXImportOptions &options;
  int64_t opset = 0;
  std::string currentNode;
  /// Where external data files are, or "" (ONNXImport.h).
  std::string modelDir;
  llvm::StringMap<Value> values;
  llvm::StringMap<const onnx::TypeProto *> declaredTypes;
  /// The model's functions (FunctionProto), as "domain:name".
  llvm::StringSet<> functions;
  /// The node that produces each name (the first, if several do).
  llvm::StringMap<int> producers;
  /// The graph being imported.
  const onnx::GraphProto *graph = nullptr;
};

ArrayRef<SupportedOp> Importer::getSupportedOps() {
  static const SupportedOp ops[] = {
      {"Split", "Split", &Importer::importSplit},
      {"SplitToSequence", "SplitToSequence", &Importer::importSplitToSequence},
      {"SequenceAt", "SplitToSequence", &Importer::importSequenceOp},
      {"SequenceLength", "SplitToSequence", &Importer::importSequenceOp},
      {"SequenceConstruct", "SplitToSequence",
       &Importer::importSequenceBuilder},
      {"SequenceEmpty", "SplitToSequence", &Importer::importSequenceBuilder},
      {"SequenceInsert", "SplitToSequence", &Importer::importSequenceBuilder},
      {"SequenceErase", "SplitToSequence", &Importer::importSequenceBuilder},
      {"ConcatFromSequence", "SplitToSequence",
       &Importer::importSequenceBuilder},
      {"Identity", "", &Importer::importIdentity},
      {"Constant", "", &Importer::importConstant}};
  return ops;
}

const SupportedOp *findSupportedOp(llvm::StringRef type) {
  ArrayRef<SupportedOp> ops = Importer::getSupportedOps();
  const auto *op = llvm::find_if(
      ops, [&](const SupportedOp &op) { return op.type == type; });
  return op == ops.end() ? nullptr : op;
}

/// "Split, SplitToSequence, ... and Constant".
const std::string &describeSupportedOps() {
  static const std::string text = [] {
    std::string list;
    ArrayRef<SupportedOp> ops = Importer::getSupportedOps();
    for (const SupportedOp &op : ops) {
      if (!list.empty())
        list += &op == &ops.back() ? " and " : ", ";
      list += op.type;
    }
    return list;
  }();
  return text;
}

} // namespace

LogicalResult Importer::readOpset(const onnx::ModelProto &model) {
  for (const onnx::OperatorSetIdProto &import : model.opset_import()) {
    if (!isDefaultDomain(import.domain()))
      continue;
    if (import.version() < 1)
      return emitError(fileLoc)
             << "the model imports opset " << import.version()
             << " of the default ONNX domain; opsets "
                "start at 1";
    if (opset != 0 && opset != import.version())
      return emitError(fileLoc)
             << "the model imports two opsets of the default ONNX domain ("
             << opset << " and " << import.version() << ")";
    opset = import.version();
  }
  // No opset of the default domain (0) is an error only for a node of that
  // domain (importNode): a model of other domains' ops needs none.
  return success();
}

FailureOr<Type> Importer::importType(const onnx::TypeProto &type,
                                     const llvm::Twine &what) {
  if (type.has_sequence_type()) {
    const onnx::TypeProto &element = type.sequence_type().elem_type();
    if (!element.has_tensor_type())
      return emitError(fileLoc)
             << what << " is a sequence whose elements are not tensors";
    FailureOr<Type> elementType =
        importType(element, what + " (sequence element)");
    if (failed(elementType))
      return failure();
    return Type(
        SeqType::get(context, llvm::cast<RankedTensorType>(*elementType)));
  }
  if (!type.has_tensor_type())
    return emitError(fileLoc)
           << what << " is neither a tensor nor a sequence of tensors";
  const onnx::TypeProto::Tensor &tensor = type.tensor_type();
  Type elementType = getElementType(context, tensor.elem_type());
  if (!elementType)
    return emitError(fileLoc) << what << " has unsupported element type "
                              << getDataTypeName(tensor.elem_type());
  if (!tensor.has_shape())
    return emitError(fileLoc)
           << what << " has no shape: the importer needs at least the rank";
  SmallVector<int64_t> shape;
  for (const onnx::TensorShapeProto::Dimension &dim : tensor.shape().dim()) {
    if (dim.has_dim_value()) {
      if (dim.dim_value() < 0)
        return emitError(fileLoc)
               << what << " has negative dimension " << dim.dim_value();
      shape.push_back(dim.dim_value());
    } else {
      // dim_param or nothing: a size known only at run time.
      shape.push_back(ShapedType::kDynamic);
    }
  }
  return Type(RankedTensorType::get(shape, elementType));
}

Type Importer::getDeclaredType(llvm::StringRef name) {
  auto it = declaredTypes.find(name);
  if (it == declaredTypes.end())
    return {};
  const onnx::TypeProto &type = *it->second;
  // A tensor, or a sequence of tensors, of declared shape (a generic op of
  // --allow-unsupported-ops keeps the declared sequence type, so that the
  // sequence ops after it import).
  const onnx::TypeProto &tensor =
      type.has_sequence_type() ? type.sequence_type().elem_type() : type;
  if (!tensor.has_tensor_type() || !tensor.tensor_type().has_shape())
    return {};
  // A declaration the importer cannot read is ignored: types of node outputs
  // are derived from the inputs anyway.
  ScopedDiagnosticHandler silence(context,
                                  [](Diagnostic &) { return success(); });
  FailureOr<Type> imported = importType(type, name);
  return succeeded(imported) ? *imported : Type();
}

LogicalResult Importer::defineValue(const std::string &name, Value value,
                                    const llvm::Twine &what) {
  if (name.empty())
    return success();
  if (!values.try_emplace(name, value).second)
    return emitError(value.getLoc())
           << what << " defines " << quoteName(name)
           << ", which an earlier node, initializer or input defines too";
  return success();
}

LogicalResult Importer::importInitializer(const std::string &name,
                                          llvm::Expected<TensorData> data) {
  Location loc = NameLoc::get(builder.getStringAttr(name), fileLoc);
  if (name.empty()) {
    if (!data)
      llvm::consumeError(data.takeError());
    return emitError(loc) << "an initializer has no name";
  }
  if (!data)
    return emitError(loc) << "initializer " << quoteName(name) << " "
                          << llvm::toString(data.takeError());
  Value constant =
      arith::ConstantOp::create(builder, loc, getElementsAttr(context, *data));
  return defineValue(name, constant, "initializer " + quoteName(name));
}

Operation *Importer::createOp(Location loc, StringRef name, ValueRange operands,
                              TypeRange resultTypes,
                              ArrayRef<NamedAttribute> attributes) {
  OperationState state(loc, name);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(attributes);
  return builder.create(state);
}

LogicalResult Importer::defineResults(const onnx::NodeProto &node,
                                      Operation *op) {
  // Verify now, so that the dialect's message says which node it is about
  // (the locations of a binary file cannot point at the node).
  std::string message;
  LogicalResult verified = success();
  {
    ScopedDiagnosticHandler capture(context, [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error &&
          message.empty())
        message = diagnostic.str();
      return success();
    });
    verified = verify(op);
  }
  if (failed(verified))
    return nodeError(op->getLoc()) << currentNode << ": " << message;
  for (auto [name, result] : llvm::zip(node.output(), op->getResults()))
    if (failed(defineValue(name, result, currentNode)))
      return failure();
  return success();
}

LogicalResult Importer::checkArity(const onnx::NodeProto &node, Location loc,
                                   llvm::StringRef opName,
                                   ArrayRef<Value> inputs, int minInputs,
                                   int maxInputs, int minOutputs,
                                   int maxOutputs) {
  int numInputs = static_cast<int>(inputs.size());
  // Trailing absent optional inputs do not count.
  while (numInputs > 0 && !inputs[numInputs - 1])
    --numInputs;
  if (numInputs > maxInputs)
    return nodeError(loc) << currentNode << " has " << numInputs
                          << " inputs, but " << opName << " takes at most "
                          << maxInputs;
  for (int i = 0; i < minInputs; ++i)
    if (i >= numInputs || !inputs[i])
      return nodeError(loc) << currentNode << " lacks its required input " << i
                            << " (" << opName << ")";
  int numOutputs = node.output_size();
  if (numOutputs < minOutputs || numOutputs > maxOutputs)
    return nodeError(loc) << currentNode << " has " << numOutputs
                          << " outputs, but " << opName << " has "
                          << (minOutputs == maxOutputs
                                  ? std::to_string(minOutputs)
                                  : "at least " + std::to_string(minOutputs));
  return success();
}

FailureOr<SmallVector<NamedAttribute>>
Importer::importAttributes(const onnx::NodeProto &node, Location loc,
                           llvm::StringRef opName,
                           ArrayRef<std::pair<llvm::StringRef, int>> allowed) {
  SmallVector<NamedAttribute> attributes;
  for (const onnx::AttributeProto &attribute : node.attribute()) {
    const auto *match = llvm::find_if(allowed, [&](const auto &entry) {
      return entry.first == attribute.name();
    });
    if (match == allowed.end())
      return nodeError(loc)
             << currentNode << " has attribute " << quoteName(attribute.name())
             << ", which " << opName << " does not define";
    if (!attribute.ref_attr_name().empty())
      return nodeError(loc)
             << currentNode << ": attribute " << quoteName(attribute.name())
             << " refers to a function attribute, which "
                "is not supported";
    int type = getAttributeType(attribute);
    if (type != match->second)
      return nodeError(loc)
             << currentNode << ": attribute " << quoteName(attribute.name())
             << " must be " << getAttributeTypeName(match->second) << ", not "
             << getAttributeTypeName(type);
    if (type == onnx::AttributeProto::INT) {
      attributes.push_back(builder.getNamedAttr(
          attribute.name(), builder.getI64IntegerAttr(attribute.i())));
    } else {
      SmallVector<int64_t> ints(attribute.ints().begin(),
                                attribute.ints().end());
      attributes.push_back(builder.getNamedAttr(
          attribute.name(), builder.getDenseI64ArrayAttr(ints)));
    }
  }
  return attributes;
}

/// `type` with dimension `axis` set to `size` (or removed for nullopt), or
/// `type` itself when `axis` is out of range (the op's verifier reports it).
static RankedTensorType withAxis(RankedTensorType type, int64_t axis,
                                 std::optional<int64_t> size) {
  FailureOr<int64_t> normalized =
      normalizeAxis(axis, type.getRank(), /*emitError=*/nullptr);
  if (failed(normalized))
    return type;
  return RankedTensorType::get(partShape(type.getShape(), *normalized,
                                         size.value_or(ShapedType::kDynamic),
                                         /*dropAxis=*/!size),
                               type.getElementType());
}

/// "Split-13": the ONNX operator and version of a versioned op.
static std::string getVersionName(RegisteredOperationName opName) {
  const auto *version = opName.getInterface<VersionedOpInterface>();
  return (version->getOnnxOpType() + "-" +
          std::to_string(version->getOnnxVersion()))
      .str();
}

FailureOr<Importer::SplitNode>
Importer::readSplitNode(const onnx::NodeProto &node, Location loc,
                        ArrayRef<Value> inputs, llvm::StringRef onnxName,
                        int maxInputs, int maxOutputs,
                        ArrayRef<std::pair<llvm::StringRef, int>> allowed) {
  if (failed(
          checkArity(node, loc, onnxName, inputs, 1, maxInputs, 1, maxOutputs)))
    return failure();
  FailureOr<SmallVector<NamedAttribute>> attributes =
      importAttributes(node, loc, onnxName, allowed);
  if (failed(attributes))
    return failure();
  Value input = inputs[0];
  auto inputType = llvm::dyn_cast<RankedTensorType>(input.getType());
  if (!inputType)
    return nodeError(loc) << currentNode << ": input "
                          << quoteName(node.input(0)) << " is "
                          << input.getType() << ", not a tensor";
  SplitNode split{{input}, std::move(*attributes), inputType};
  if (inputs.size() > 1 && inputs[1])
    split.operands.push_back(inputs[1]);
  return split;
}

LogicalResult Importer::importSplit(const onnx::NodeProto &node, Location loc,
                                    ArrayRef<Value> inputs) {
  // The version and what it accepts come from the dialect's versioned ops
  // (opset >= 1 was checked when the model was read).
  RegisteredOperationName opName = *lookupVersionedOp(context, "Split", opset);
  const auto *version = opName.getInterface<VersionedOpInterface>();
  SizeForms forms = version->getSizeForms();
  bool hasSplitInput = hasForm(forms, SizeForms::IntegerList) ||
                       hasForm(forms, SizeForms::FloatList);
  SmallVector<std::pair<llvm::StringRef, int>> allowed = {
      {"axis", onnx::AttributeProto::INT}};
  if (hasForm(forms, SizeForms::Attribute))
    allowed.push_back({"split", onnx::AttributeProto::INTS});
  if (hasForm(forms, SizeForms::NumOutputs))
    allowed.push_back({"num_outputs", onnx::AttributeProto::INT});
  std::string onnxName = getVersionName(opName);
  FailureOr<SplitNode> split = readSplitNode(
      node, loc, inputs, onnxName, hasSplitInput ? 2 : 1, INT_MAX, allowed);
  if (failed(split))
    return failure();

  // Result types: the input's type with a dynamic axis (canonicalisation
  // refines it). Shapes the graph declares (value_info, graph outputs) are
  // not used: ONNX Runtime never checks them against what a node computes
  // and runs models whose declarations are wrong, so a declared size the
  // dialect would check could only fail where ONNX Runtime succeeds. The
  // axis is the op's own (its ODS default when the node has none).
  SmallVector<Type> resultTypes(node.output_size(), split->inputType);
  Operation *op = createOp(loc, opName.getStringRef(), split->operands,
                           resultTypes, split->attributes);
  int64_t axis = llvm::cast<SplitOpInterface>(op).getAxis();
  for (Value result : op->getResults())
    result.setType(withAxis(split->inputType, axis, ShapedType::kDynamic));
  return defineResults(node, op);
}

LogicalResult Importer::importSplitToSequence(const onnx::NodeProto &node,
                                              Location loc,
                                              ArrayRef<Value> inputs) {
  RegisteredOperationName opName =
      *lookupVersionedOp(context, "SplitToSequence", opset);
  std::string onnxName = getVersionName(opName);
  FailureOr<SplitNode> split =
      readSplitNode(node, loc, inputs, onnxName, /*maxInputs=*/2,
                    /*maxOutputs=*/1,
                    {{"axis", onnx::AttributeProto::INT},
                     {"keepdims", onnx::AttributeProto::INT}});
  if (failed(split))
    return failure();
  bool hasSplit = split->operands.size() > 1;
  // Element type (docs/Semantics.md §3): with a split the chunks differ;
  // without one they are chunks of 1, whose size is known, unless keepdims = 0
  // removes the axis (as it does for a 0-D split too). The axis and keepdims
  // are the op's own (their ODS defaults when the node has none).
  Operation *op =
      createOp(loc, opName.getStringRef(), split->operands,
               SeqType::get(context, split->inputType), split->attributes);
  auto splitOp = llvm::cast<SplitOpInterface>(op);
  int64_t axis = splitOp.getAxis();
  std::optional<int64_t> axisSize = ShapedType::kDynamic;
  if (sequenceElementsDropAxis(splitOp))
    axisSize = std::nullopt;
  else if (!hasSplit)
    axisSize = inferSequenceChunks(SizeSpec::chunks(1), {ShapedType::kDynamic},
                                   /*axis=*/0, /*emitError=*/nullptr)
                   ->commonSize;
  op->getResult(0).setType(
      SeqType::get(context, withAxis(split->inputType, axis, axisSize)));
  return defineResults(node, op);
}

LogicalResult Importer::importSequenceOp(const onnx::NodeProto &node,
                                         Location loc, ArrayRef<Value> inputs) {
  bool isAt = node.op_type() == "SequenceAt";
  std::string onnxName =
      node.op_type() + "-" + std::to_string(getFirstVersion("SplitToSequence"));
  if (failed(checkArity(node, loc, onnxName, inputs, isAt ? 2 : 1, isAt ? 2 : 1,
                        1, 1)) ||
      failed(importAttributes(node, loc, onnxName, {})))
    return failure();
  auto sequenceType = llvm::dyn_cast<SeqType>(inputs[0].getType());
  if (!sequenceType)
    return nodeError(loc) << currentNode << ": input "
                          << quoteName(node.input(0)) << " is "
                          << inputs[0].getType() << ", not a sequence";
  Operation *op;
  if (isAt) {
    // ONNX wants a 0-D position; ONNX Runtime reads the first element of
    // whatever it gets, and exporters write positions of shape [1]. A
    // position of one element by its static shape becomes 0-D; any other
    // shape is left to the op's verifier.
    Value position = importPosition(inputs[1], loc, "split.sequence_at");
    op = createOp(loc, "split.sequence_at", {inputs[0], position},
                  sequenceType.getElementType(), {});
  } else {
    op = createOp(loc, "split.sequence_length", inputs[0],
                  RankedTensorType::get({}, builder.getI64Type()), {});
  }
  return defineResults(node, op);
}

Value Importer::importPosition(Value position, Location loc,
                               llvm::StringRef opName) {
  auto positionType = llvm::dyn_cast<RankedTensorType>(position.getType());
  if (!positionType || positionType.getRank() == 0)
    return position;
  bool oneElement =
      positionType.hasStaticShape() && positionType.getNumElements() == 1;
  bool dynamicVector =
      positionType.getRank() == 1 && positionType.isDynamicDim(0);
  if (!oneElement && !dynamicVector)
    return position;
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  if (dynamicVector) {
    // docs/Semantics.md §4, Positions of one element (a Deviation: ONNX
    // Runtime reads element 0 of any position).
    Value size = tensor::DimOp::create(builder, loc, position, zero);
    Value one = arith::ConstantIndexOp::create(builder, loc, 1);
    Value isOne = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                        size, one);
    CheckOp::create(builder, loc, isOne,
                    opName.str() + ": " + message::positionNotOneElement(),
                    ValueRange{size});
  }
  Value element = tensor::ExtractOp::create(
      builder, loc, position, SmallVector<Value>(positionType.getRank(), zero));
  return tensor::FromElementsOp::create(
      builder, loc, RankedTensorType::get({}, element.getType()), element);
}

FailureOr<Type> Importer::importInputType(const onnx::ValueInfoProto &info) {
  std::string what = "graph input " + quoteName(info.name());
  const onnx::TypeProto &type = info.type();
  if (type.has_sequence_type() &&
      type.sequence_type().elem_type().has_tensor_type() &&
      !type.sequence_type().elem_type().tensor_type().has_shape()) {
    // ONNX's own tests (test_sequence_insert_at_back) declare a sequence
    // input without the shape of its tensors: its rank is that of the
    // tensors the graph inserts into it, every dimension dynamic.
    const onnx::TypeProto::Tensor &tensor =
        type.sequence_type().elem_type().tensor_type();
    Type elementType = getElementType(context, tensor.elem_type());
    if (elementType) {
      std::optional<int64_t> rank = inferSequenceRank(info.name());
      if (!rank)
        return emitError(fileLoc)
               << what
               << " is a sequence whose tensors' rank is not declared, and "
                  "no SequenceInsert inserts a tensor of known rank into it";
      return Type(SeqType::get(
          context,
          RankedTensorType::get(
              SmallVector<int64_t>(*rank, ShapedType::kDynamic), elementType)));
    }
  }
  return importType(type, what);
}

std::optional<int64_t> Importer::inferSequenceRank(const std::string &name) {
  llvm::StringSet<> sequences;
  sequences.insert(name);
  // Nodes are imported in an order where producers come first; the chain
  // of inserts and erases from `name` is followed in graph order, which
  // the same order keeps for a chain.
  for (const onnx::NodeProto &node : graph->node()) {
    if (node.input_size() < 1 || !sequences.contains(node.input(0)))
      continue;
    bool isInsert = node.op_type() == "SequenceInsert";
    if (isInsert && node.input_size() >= 2) {
      auto it = values.find(node.input(1));
      Type type = it != values.end() ? it->second.getType()
                                     : getDeclaredType(node.input(1));
      if (auto tensor = llvm::dyn_cast_or_null<RankedTensorType>(type))
        return tensor.getRank();
    }
    if ((isInsert || node.op_type() == "SequenceErase") &&
        node.output_size() >= 1)
      sequences.insert(node.output(0));
  }
  return std::nullopt;
}

/// The type that tensors of types `lhs` and `rhs` both conform to: their
/// shape with the dimensions in which they differ dynamic; null when their
/// element types or ranks differ.
static RankedTensorType joinElementTypes(RankedTensorType lhs,
                                         RankedTensorType rhs) {
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getRank() != rhs.getRank())
    return {};
  SmallVector<int64_t> shape;
  for (auto [a, b] : llvm::zip(lhs.getShape(), rhs.getShape()))
    shape.push_back(a == b ? a : ShapedType::kDynamic);
  return RankedTensorType::get(shape, lhs.getElementType());
}

LogicalResult Importer::importSequenceBuilder(const onnx::NodeProto &node,
                                              Location loc,
                                              ArrayRef<Value> inputs) {
  llvm::StringRef type = node.op_type();
  std::string onnxName =
      type.str() + "-" + std::to_string(getFirstVersion("SplitToSequence"));
  auto notSequence = [&](unsigned index) {
    return nodeError(loc) << currentNode << ": input "
                          << quoteName(node.input(index)) << " is "
                          << inputs[index].getType() << ", not a sequence";
  };
  auto notTensor = [&](unsigned index) {
    return nodeError(loc) << currentNode << ": input "
                          << quoteName(node.input(index)) << " is "
                          << inputs[index].getType() << ", not a tensor";
  };

  if (type == "SequenceEmpty") {
    FailureOr<SmallVector<NamedAttribute>> attributes = importAttributes(
        node, loc, onnxName, {{"dtype", onnx::AttributeProto::INT}});
    if (failed(checkArity(node, loc, onnxName, inputs, 0, 0, 1, 1)) ||
        failed(attributes))
      return failure();
    // ONNX's dtype defaults to float.
    int64_t dtype = onnx::TensorProto::FLOAT;
    for (NamedAttribute attribute : *attributes)
      dtype = llvm::cast<IntegerAttr>(attribute.getValue()).getInt();
    Type elementType = getElementType(context, dtype);
    if (!elementType)
      return nodeError(loc) << currentNode << ": dtype " << dtype
                            << " is not a tensor element type";
    // The element type: the graph's declaration, else the rank of the
    // tensors inserted into it.
    RankedTensorType tensorType;
    auto declared = declaredTypes.find(node.output(0));
    if (declared != declaredTypes.end() &&
        declared->second->has_sequence_type() &&
        declared->second->sequence_type()
            .elem_type()
            .tensor_type()
            .has_shape()) {
      ScopedDiagnosticHandler silence(context,
                                      [](Diagnostic &) { return success(); });
      FailureOr<Type> imported = importType(*declared->second, node.output(0));
      if (succeeded(imported))
        tensorType = llvm::cast<SeqType>(*imported).getElementType();
    }
    if (!tensorType) {
      std::optional<int64_t> rank = inferSequenceRank(node.output(0));
      if (!rank)
        return nodeError(loc)
               << currentNode << ": the rank of the tensors of sequence "
               << quoteName(node.output(0))
               << " is not declared, and no SequenceInsert inserts a tensor "
                  "of known rank into it";
      tensorType = RankedTensorType::get(
          SmallVector<int64_t>(*rank, ShapedType::kDynamic), elementType);
    }
    Operation *op = createOp(loc, "split.sequence_empty", {},
                             SeqType::get(context, tensorType), {});
    return defineResults(node, op);
  }

  if (type == "SequenceConstruct") {
    if (failed(checkArity(node, loc, onnxName, inputs, 1, INT_MAX, 1, 1)) ||
        failed(importAttributes(node, loc, onnxName, {})))
      return failure();
    RankedTensorType elementType;
    for (auto [index, input] : llvm::enumerate(inputs)) {
      auto tensorType = llvm::dyn_cast<RankedTensorType>(input.getType());
      if (!tensorType)
        return notTensor(index);
      elementType =
          elementType ? joinElementTypes(elementType, tensorType) : tensorType;
      if (!elementType)
        return nodeError(loc)
               << currentNode << ": input " << quoteName(node.input(index))
               << " of type " << tensorType
               << " differs from the earlier inputs in element type or rank; "
                  "a sequence holds tensors of one element type and rank";
    }
    Operation *op = createOp(loc, "split.sequence_construct", inputs,
                             SeqType::get(context, elementType), {});
    return defineResults(node, op);
  }

  bool isInsert = type == "SequenceInsert";
  bool isErase = type == "SequenceErase";
  if (isInsert || isErase) {
    int required = isInsert ? 2 : 1;
    if (failed(checkArity(node, loc, onnxName, inputs, required, required + 1,
                          1, 1)) ||
        failed(importAttributes(node, loc, onnxName, {})))
      return failure();
    auto sequenceType = llvm::dyn_cast<SeqType>(inputs[0].getType());
    if (!sequenceType)
      return notSequence(0);
    SmallVector<Value> operands = {inputs[0]};
    Type resultType = sequenceType;
    if (isInsert) {
      auto tensorType = llvm::dyn_cast<RankedTensorType>(inputs[1].getType());
      if (!tensorType)
        return notTensor(1);
      RankedTensorType joined =
          joinElementTypes(sequenceType.getElementType(), tensorType);
      if (!joined)
        return nodeError(loc)
               << currentNode << ": input " << quoteName(node.input(1))
               << " of type " << tensorType
               << " differs in element type or rank from the tensors of "
               << sequenceType
               << "; a sequence holds tensors of one element type and rank";
      resultType = SeqType::get(context, joined);
      operands.push_back(inputs[1]);
    }
    llvm::StringRef name =
        isInsert ? "split.sequence_insert" : "split.sequence_erase";
    if (static_cast<int>(inputs.size()) > required && inputs[required])
      operands.push_back(importPosition(inputs[required], loc, name));
    Operation *op = createOp(loc, name, operands, resultType, {});
    return defineResults(node, op);
  }

  // ConcatFromSequence.
  FailureOr<SmallVector<NamedAttribute>> attributes =
      importAttributes(node, loc, onnxName,
                       {{"axis", onnx::AttributeProto::INT},
                        {"new_axis", onnx::AttributeProto::INT}});
  if (failed(checkArity(node, loc, onnxName, inputs, 1, 1, 1, 1)) ||
      failed(attributes))
    return failure();
  auto sequenceType = llvm::dyn_cast<SeqType>(inputs[0].getType());
  if (!sequenceType)
    return notSequence(0);
  std::optional<int64_t> axis;
  int64_t newAxis = 0;
  for (NamedAttribute attribute : *attributes) {
    int64_t value = llvm::cast<IntegerAttr>(attribute.getValue()).getInt();
    if (attribute.getName() == "axis")
      axis = value;
    else
      newAxis = value;
  }
  if (!axis)
    return nodeError(loc) << currentNode
                          << " lacks its required attribute 'axis' ("
                          << onnxName << ")";
  // The result: the element shape with a dynamic (new) axis; the op's
  // verifier reports an axis out of range.
  RankedTensorType elementType = sequenceType.getElementType();
  FailureOr<int64_t> resultAxis =
      concatResultAxis(*axis, newAxis != 0, elementType.getRank());
  Type resultType = succeeded(resultAxis)
                        ? concatResultType(elementType, *resultAxis, newAxis)
                        : elementType;
  Operation *op = createOp(loc, "split.concat_from_sequence", inputs[0],
                           resultType, *attributes);
  return defineResults(node, op);
}

LogicalResult Importer::importIdentity(const onnx::NodeProto &node,
                                       Location loc, ArrayRef<Value> inputs) {
  if (failed(checkArity(node, loc, "Identity", inputs, 1, 1, 1, 1)) ||
      failed(importAttributes(node, loc, "Identity", {})))
    return failure();
  if (node.output(0).empty())
    return success();
  // Identity forwards its operand: no op, the output names the input.
  if (!values.try_emplace(node.output(0), inputs[0]).second)
    return nodeError(loc) << currentNode << " defines "
                          << quoteName(node.output(0))
                          << ", which an earlier node, initializer or "
                             "input defines too";
  return success();
}

LogicalResult Importer::importConstant(const onnx::NodeProto &node,
                                       Location loc, ArrayRef<Value>) {
  if (failed(checkArity(node, loc, "Constant", {}, 0, 0, 1, 1)))
    return failure();
  if (node.attribute_size() != 1)
    return nodeError(loc) << currentNode << " has " << node.attribute_size()
                          << " attributes; Constant needs exactly one value";
  const onnx::AttributeProto &attribute = node.attribute(0);
  onnx::TensorProto tensor;
  llvm::StringRef name = attribute.name();
  // The attribute's name says which field holds the value; a type that
  // contradicts it would make the importer read an empty field (a silently
  // wrong constant), so it is an error, as for Split's attributes.
  static constexpr std::pair<llvm::StringLiteral, int> kValueTypes[] = {
      {"value", onnx::AttributeProto::TENSOR},
      {"value_float", onnx::AttributeProto::FLOAT},
      {"value_floats", onnx::AttributeProto::FLOATS},
      {"value_int", onnx::AttributeProto::INT},
      {"value_ints", onnx::AttributeProto::INTS},
      {"value_string", onnx::AttributeProto::STRING},
      {"value_strings", onnx::AttributeProto::STRINGS},
      {"sparse_value", onnx::AttributeProto::SPARSE_TENSOR}};
  const auto *expected = llvm::find_if(
      kValueTypes, [&](const auto &entry) { return entry.first == name; });
  if (expected != std::end(kValueTypes)) {
    if (!attribute.ref_attr_name().empty())
      return nodeError(loc)
             << currentNode << ": attribute " << quoteName(name)
             << " refers to a function attribute, which is not supported";
    int type = getAttributeType(attribute);
    if (type != expected->second)
      return nodeError(loc)
             << currentNode << ": attribute " << quoteName(name) << " must be "
             << getAttributeTypeName(expected->second) << ", not "
             << getAttributeTypeName(type);
  }
  // value_<type> holds one value (a 0-D tensor), value_<type>s a list (a
  // 1-D tensor); either goes to the data field of its type.
  bool isList = name != "value" && name.ends_with("s");
  llvm::StringRef kind = name.drop_back(isList ? 1 : 0);
  auto setData = [&](onnx::TensorProto::DataType type, auto *field,
                     const auto &value, const auto &values) {
    tensor.set_data_type(type);
    if (!isList) {
      *field->Add() = value;
      return;
    }
    tensor.add_dims(values.size());
    *field = values;
  };
  if (name == "value") {
    tensor = attribute.t();
  } else if (kind == "value_float") {
    setData(onnx::TensorProto::FLOAT, tensor.mutable_float_data(),
            attribute.f(), attribute.floats());
  } else if (kind == "value_int") {
    setData(onnx::TensorProto::INT64, tensor.mutable_int64_data(),
            attribute.i(), attribute.ints());
  } else if (kind == "value_string") {
    setData(onnx::TensorProto::STRING, tensor.mutable_string_data(),
            attribute.s(), attribute.strings());
  } else if (name != "sparse_value") {
    return nodeError(loc) << currentNode << ": attribute " << quoteName(name)
                          << " is not a Constant value the importer "
                             "supports (value, value_float(s), value_int(s), "
                             "value_string(s), sparse_value)";
  }
  llvm::Expected<TensorData> data =
      name == "sparse_value" ? decodeSparseTensor(attribute.sparse_tensor())
                             : decodeTensor(tensor, modelDir);
  if (!data)
    return nodeError(loc) << currentNode << ": the value "
                          << llvm::toString(data.takeError());
  Operation *op =
      arith::ConstantOp::create(builder, loc, getElementsAttr(context, *data));
  return defineResults(node, op);
}

LogicalResult Importer::importUnsupported(const onnx::NodeProto &node,
                                          Location loc,
                                          ArrayRef<Value> inputs) {
  SmallVector<Value> operands;
  for (Value input : inputs)
    if (input)
      operands.push_back(input);
  SmallVector<Type> resultTypes;
  for (const std::string &name : node.output()) {
    Type declared = getDeclaredType(name);
    resultTypes.push_back(declared ? declared : builder.getNoneType());
  }
  SmallVector<NamedAttribute> attributes;
  if (!isDefaultDomain(node.domain()))
    attributes.push_back(builder.getNamedAttr(
        "onnx.domain", builder.getStringAttr(node.domain())));
  for (const onnx::AttributeProto &attribute : node.attribute()) {
    Attribute value;
    switch (getAttributeType(attribute)) {
    case onnx::AttributeProto::INT:
      value = builder.getI64IntegerAttr(attribute.i());
      break;
    case onnx::AttributeProto::FLOAT:
      value = builder.getF32FloatAttr(attribute.f());
      break;
    case onnx::AttributeProto::STRING:
      value = builder.getStringAttr(attribute.s());
      break;
    case onnx::AttributeProto::INTS:
      value = builder.getDenseI64ArrayAttr(SmallVector<int64_t>(
          attribute.ints().begin(), attribute.ints().end()));
      break;
    case onnx::AttributeProto::FLOATS:
      value = builder.getDenseF32ArrayAttr(SmallVector<float>(
          attribute.floats().begin(), attribute.floats().end()));
      break;
    case onnx::AttributeProto::STRINGS: {
      SmallVector<Attribute> strings;
      for (const std::string &s : attribute.strings())
        strings.push_back(builder.getStringAttr(s));
      value = builder.getArrayAttr(strings);
      break;
    }
    case onnx::AttributeProto::TENSOR: {
      llvm::Expected<TensorData> data = decodeTensor(attribute.t(), modelDir);
      if (data) {
        value = getElementsAttr(context, *data);
        break;
      }
      llvm::consumeError(data.takeError());
      [[fallthrough]];
    }
    default:
      // Graphs and the rarer kinds carry no meaning for the split dialect;
      // the attribute's presence is kept.
      value = builder.getUnitAttr();
      break;
    }
    attributes.push_back(builder.getNamedAttr(attribute.name(), value));
  }
  Operation *op = createOp(loc, ("onnx." + node.op_type()), operands,
                           resultTypes, attributes);
  return defineResults(node, op);
}

LogicalResult Importer::importNode(const onnx::NodeProto &node, int index) {
  currentNode = describeNode(node, index);
  Location loc = NameLoc::get(
      builder.getStringAttr(node.name().empty() ? node.op_type() : node.name()),
      fileLoc);
  SmallVector<Value> inputs;
  for (const std::string &name : node.input()) {
    if (name.empty()) {
      inputs.push_back(nullptr); // an absent optional input
      continue;
    }
    auto it = values.find(name);
    if (it == values.end()) {
      if (producers.contains(name))
        return nodeError(loc)
               << currentNode << ": input " << quoteName(name)
               << " is an output of a node that depends on this node's "
                  "outputs (the graph has a cycle)";
      return nodeError(loc) << currentNode << ": input " << quoteName(name)
                            << " is not defined by a node, an "
                               "initializer or a graph input";
    }
    inputs.push_back(it->second);
  }
  // ONNX names a node's attributes uniquely; with a name twice, which value
  // counts is undefined, and a generic op's attribute dictionary cannot hold
  // both.
  llvm::StringSet<> attributeNames;
  for (const onnx::AttributeProto &attribute : node.attribute())
    if (!attributeNames.insert(attribute.name()).second)
      return nodeError(loc) << currentNode << " has attribute "
                            << quoteName(attribute.name()) << " twice";

  bool known = isDefaultDomain(node.domain());
  llvm::StringRef type = node.op_type();
  if (known && opset == 0)
    return nodeError(loc) << currentNode
                          << " is in the default ONNX domain, but the model "
                             "imports no opset of it (\"\" or \"ai.onnx\")";
  // The types ONNX's schema of the op takes at this opset, where ONNX's
  // library knows it: ONNX Runtime refuses the others (Identity takes
  // sequences only from Identity-14).
  if (known && opset <= kCheckerMaxOpset) {
    std::vector<std::string> inputTypes;
    for (Value input : inputs)
      inputTypes.push_back(input ? getONNXTypeString(input.getType()) : "");
    size_t refused = 0;
    std::string problem =
        checkSchemaInputTypes(node.op_type(), opset, inputTypes, refused);
    if (!problem.empty())
      return nodeError(loc) << currentNode << ": input "
                            << quoteName(node.input(refused)) << " " << problem;
  }
  if (const SupportedOp *supported = known ? findSupportedOp(type) : nullptr) {
    int64_t since =
        supported->cameWith.empty() ? 1 : getFirstVersion(supported->cameWith);
    if (opset < since)
      return nodeError(loc)
             << currentNode << ": " << type << " does not exist before opset "
             << since << ", and the model imports opset " << opset;
    return (this->*supported->import)(node, loc, inputs);
  }
  if (options.allowUnsupportedOps)
    return importUnsupported(node, loc, inputs);
  // Only a caller that has the option (split-translate) names it.
  bool hint = options.suggestAllowUnsupportedOps;
  std::string generic = "\"onnx." + escapeName(type) + "\")";
  if (functions.contains(node.domain() + ":" + node.op_type()))
    return nodeError(loc)
           << currentNode << " calls the model's function "
           << quoteName((node.domain().empty() ? "" : node.domain() + ".") +
                        type.str())
           << ", which the importer does not inline"
           << (hint ? " (--allow-unsupported-ops imports the call as " + generic
                    : "");
  if (!known)
    return nodeError(loc) << currentNode << " is in domain "
                          << quoteName(node.domain())
                          << ", which the importer does not know"
                          << (hint
                                  ? " (--allow-unsupported-ops imports it as " +
                                        generic
                                  : "");
  return nodeError(loc)
         << currentNode << ": op type " << quoteName(type)
         << " is not supported (the importer knows " << describeSupportedOps()
         << (hint ? "; --allow-unsupported-ops imports it as " + generic : ")");
}

SmallVector<int> Importer::sortNodes(const onnx::GraphProto &graph) {
  // Kahn's algorithm, taking the ready node of the lowest index first: a
  // sorted graph keeps its order. Names the inputs and initializers define
  // are ready from the start, whichever node also claims them (that node's
  // import reports the redefinition).
  int numNodes = graph.node_size();
  for (int i = 0; i < numNodes; ++i)
    for (const std::string &name : graph.node(i).output())
      if (!name.empty() && !values.contains(name))
        producers.try_emplace(name, i);
  std::vector<SmallVector<int>> users(numNodes);
  std::vector<int> waiting(numNodes, 0);
  for (int i = 0; i < numNodes; ++i) {
    llvm::StringSet<> counted;
    for (const std::string &name : graph.node(i).input()) {
      auto it = producers.find(name);
      if (it == producers.end() || !counted.insert(name).second)
        continue;
      users[it->second].push_back(i);
      ++waiting[i];
    }
  }
  std::priority_queue<int, std::vector<int>, std::greater<int>> ready;
  for (int i = 0; i < numNodes; ++i)
    if (waiting[i] == 0)
      ready.push(i);
  SmallVector<int> order;
  std::vector<bool> placed(numNodes, false);
  while (!ready.empty()) {
    int node = ready.top();
    ready.pop();
    order.push_back(node);
    placed[node] = true;
    for (int user : users[node])
      if (--waiting[user] == 0)
        ready.push(user);
  }
  // Nodes on or behind a cycle, in graph order: the first reports the input
  // it cannot have.
  for (int i = 0; i < numNodes; ++i)
    if (!placed[i])
      order.push_back(i);
  return order;
}

OwningOpRef<ModuleOp> Importer::import(const onnx::ModelProto &model) {
  if (!model.has_graph())
    return (emitError(fileLoc) << "the model has no graph", nullptr);
  if (failed(readOpset(model)))
    return nullptr;
  // ONNX's checker where its library knows the opset, as warnings only
  // (ONNXChecker.h says why).
  if (opset <= kCheckerMaxOpset) {
    std::string problem = runONNXChecker(model);
    if (!problem.empty())
      emitWarning(fileLoc) << "ONNX's checker: " << problem;
  }
  const onnx::GraphProto &graph = model.graph();
  this->graph = &graph;
  for (const onnx::FunctionProto &function : model.functions())
    functions.insert(function.domain() + ":" + function.name());

  // Graph inputs first: a value_info or output of the same name (which
  // ONNX does not allow) would not be overridden silently by them.
  for (const onnx::ValueInfoProto &info : graph.input())
    if (info.has_type())
      declaredTypes[info.name()] = &info.type();
  for (const onnx::ValueInfoProto &info : graph.value_info())
    if (info.has_type())
      declaredTypes[info.name()] = &info.type();
  for (const onnx::ValueInfoProto &info : graph.output())
    if (info.has_type())
      declaredTypes[info.name()] = &info.type();

  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  llvm::StringSet<> initializers;
  for (const onnx::TensorProto &tensor : graph.initializer())
    initializers.insert(tensor.name());
  for (const onnx::SparseTensorProto &tensor : graph.sparse_initializer())
    initializers.insert(tensor.values().name());

  // Arguments: graph inputs that are not initializers, in graph order.
  SmallVector<Type> argumentTypes;
  SmallVector<const onnx::ValueInfoProto *> arguments;
  for (const onnx::ValueInfoProto &info : graph.input()) {
    if (initializers.contains(info.name())) {
      // An input with an initializer is the initializer, which must be of
      // the declared element type (ONNX Runtime refuses the model else).
      auto initializer = llvm::find_if(graph.initializer(),
                                       [&](const onnx::TensorProto &tensor) {
                                         return tensor.name() == info.name();
                                       });
      if (initializer != graph.initializer().end() &&
          info.type().has_tensor_type() &&
          info.type().tensor_type().elem_type() != initializer->data_type())
        return (emitError(fileLoc)
                    << "graph input " << quoteName(info.name())
                    << " is declared "
                    << getDataTypeName(info.type().tensor_type().elem_type())
                    << " but its initializer is "
                    << getDataTypeName(initializer->data_type()),
                nullptr);
      continue;
    }
    if (info.name().empty())
      return (emitError(fileLoc) << "a graph input has no name", nullptr);
    FailureOr<Type> type = importInputType(info);
    if (failed(type))
      return nullptr;
    argumentTypes.push_back(*type);
    arguments.push_back(&info);
  }

  builder.setInsertionPointToEnd(module->getBody());
  auto function =
      func::FuncOp::create(builder, fileLoc, "main_graph",
                           builder.getFunctionType(argumentTypes, {}));
  Block *body = function.addEntryBlock();
  builder.setInsertionPointToStart(body);
  for (auto [info, argument] : llvm::zip(arguments, body->getArguments()))
    if (failed(defineValue(info->name(), argument,
                           "graph input " + quoteName(info->name()))))
      return nullptr;
  for (const onnx::TensorProto &tensor : graph.initializer())
    if (failed(
            importInitializer(tensor.name(), decodeTensor(tensor, modelDir))))
      return nullptr;
  // A sparse initializer's name is its values' name (ONNX IR).
  for (const onnx::SparseTensorProto &tensor : graph.sparse_initializer())
    if (failed(importInitializer(tensor.values().name(),
                                 decodeSparseTensor(tensor))))
      return nullptr;
  for (int index : sortNodes(graph))
    if (failed(importNode(graph.node(index), index)))
      return nullptr;

  SmallVector<Value> results;
  for (const onnx::ValueInfoProto &info : graph.output()) {
    auto it = values.find(info.name());
    if (it == values.end())
      return (emitError(fileLoc)
                  << "graph output " << quoteName(info.name())
                  << " is not produced by a node, an initializer or an input",
              nullptr);
    // A declared element type must be the computed one, as ONNX Runtime
    // requires when it loads the model (declared shapes it does not check,
    // and neither does the importer).
    std::string declared = getDeclaredElementTypeString(info.type());
    std::string computed = getONNXTypeString(it->second.getType());
    auto isSequence = [](llvm::StringRef type) {
      return type.starts_with("seq(");
    };
    if (!declared.empty() && !computed.empty() && declared != computed &&
        isSequence(declared) == isSequence(computed))
      return (emitError(fileLoc)
                  << "graph output " << quoteName(info.name())
                  << " is declared " << declared << " but is " << computed,
              nullptr);
    results.push_back(it->second);
  }
  func::ReturnOp::create(builder, fileLoc, results);
  function.setFunctionType(
      builder.getFunctionType(argumentTypes, ValueRange(results).getTypes()));
  return module;
}

void mlir::split::registerONNXImportDialects(DialectRegistry &registry) {
  registry.insert<arith::ArithDialect, func::FuncDialect, tensor::TensorDialect,
                  SplitDialect>();
}

OwningOpRef<ModuleOp>
mlir::split::importONNXModel(llvm::StringRef bytes, llvm::StringRef fileName,
                             MLIRContext *context,
                             const ONNXImportOptions &options) {
  context->loadDialect<arith::ArithDialect, func::FuncDialect,
                       tensor::TensorDialect, SplitDialect>();
  Location fileLoc = FileLineColLoc::get(context, fileName, 0, 0);
  onnx::ModelProto model;
  // ParseFromArray takes an int size; protobuf rejects messages over 2 GiB.
  if (bytes.size() > static_cast<size_t>(INT_MAX) ||
      !model.ParseFromArray(bytes.data(), static_cast<int>(bytes.size())))
    return (emitError(fileLoc) << "not a valid ONNX model: the file does not "
                                  "parse as an ONNX ModelProto (protobuf)",
            nullptr);
  return Importer(context, fileName, options).import(model);
}

void mlir::split::registerONNXImportTranslation() {
  static const std::string description =
      "--import-onnx: import ops other than " + describeSupportedOps() +
      " as generic \"onnx.<OpType>\" ops";
  static llvm::cl::opt<bool> allowUnsupportedOps("allow-unsupported-ops",
                                                 llvm::cl::desc(description),
                                                 llvm::cl::init(false));
  TranslateToMLIRRegistration registration(
      "import-onnx", "Import an ONNX model (.onnx) into the split dialect",
      [](llvm::SourceMgr &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        const llvm::MemoryBuffer *buffer =
            sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
        ONNXImportOptions options;
        options.allowUnsupportedOps = allowUnsupportedOps;
        options.suggestAllowUnsupportedOps = true;
        if (options.allowUnsupportedOps)
          context->allowUnregisteredDialects();
        return importONNXModel(buffer->getBuffer(),
                               buffer->getBufferIdentifier(), context, options);
      },
      registerONNXImportDialects);
}
