//===- TensorProto.cpp - ONNX TensorProto to MLIR and bytes ---------------===//

#include "split/Target/ONNX/TensorProto.h"

#include "split/Dialect/Split/IR/SplitOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "onnx/onnx_pb.h"

#include <cstring>

using namespace mlir;
using namespace mlir::split;
using namespace mlir::split::onnx_import;
using onnx::TensorProto;

Type onnx_import::getElementType(MLIRContext *context, int32_t dataType) {
  Builder b(context);
  switch (dataType) {
  case TensorProto::FLOAT:
    return b.getF32Type();
  case TensorProto::DOUBLE:
    return b.getF64Type();
  case TensorProto::FLOAT16:
    return b.getF16Type();
  case TensorProto::BFLOAT16:
    return b.getBF16Type();
  case TensorProto::BOOL:
    return b.getI1Type();
  case TensorProto::INT8:
    return b.getIntegerType(8);
  case TensorProto::INT16:
    return b.getIntegerType(16);
  case TensorProto::INT32:
    return b.getIntegerType(32);
  case TensorProto::INT64:
    return b.getIntegerType(64);
  case TensorProto::UINT8:
    return b.getIntegerType(8, /*isSigned=*/false);
  case TensorProto::UINT16:
    return b.getIntegerType(16, /*isSigned=*/false);
  case TensorProto::UINT32:
    return b.getIntegerType(32, /*isSigned=*/false);
  case TensorProto::UINT64:
    return b.getIntegerType(64, /*isSigned=*/false);
  case TensorProto::COMPLEX64:
    return ComplexType::get(b.getF32Type());
  case TensorProto::COMPLEX128:
    return ComplexType::get(b.getF64Type());
  case TensorProto::STRING:
    return StringType::get(context);
  default:
    return {};
  }
}

int32_t onnx_import::getDataType(Type type) {
  if (type.isF32())
    return TensorProto::FLOAT;
  if (type.isF64())
    return TensorProto::DOUBLE;
  if (type.isF16())
    return TensorProto::FLOAT16;
  if (type.isBF16())
    return TensorProto::BFLOAT16;
  if (auto complex = llvm::dyn_cast<ComplexType>(type)) {
    if (complex.getElementType().isF32())
      return TensorProto::COMPLEX64;
    if (complex.getElementType().isF64())
      return TensorProto::COMPLEX128;
    return TensorProto::UNDEFINED;
  }
  if (llvm::isa<StringType>(type))
    return TensorProto::STRING;
  auto integer = llvm::dyn_cast<IntegerType>(type);
  if (!integer || integer.isSigned())
    return TensorProto::UNDEFINED;
  bool isUnsigned = integer.isUnsigned();
  switch (integer.getWidth()) {
  case 1:
    return isUnsigned ? TensorProto::UNDEFINED : TensorProto::BOOL;
  case 8:
    return isUnsigned ? TensorProto::UINT8 : TensorProto::INT8;
  case 16:
    return isUnsigned ? TensorProto::UINT16 : TensorProto::INT16;
  case 32:
    return isUnsigned ? TensorProto::UINT32 : TensorProto::INT32;
  case 64:
    return isUnsigned ? TensorProto::UINT64 : TensorProto::INT64;
  default:
    return TensorProto::UNDEFINED;
  }
}

std::string onnx_import::escapeBytes(llvm::StringRef text,
                                     llvm::StringRef alsoEscaped) {
  std::string escaped;
  for (unsigned char c : text) {
    if (!llvm::isPrint(c) || alsoEscaped.contains(c))
      escaped += "\\" + llvm::utohexstr(c, /*LowerCase=*/false, /*Width=*/2);
    else
      escaped += c;
  }
  return escaped;
}

std::string onnx_import::escapeName(llvm::StringRef text) {
  return escapeBytes(text, "\\'");
}

std::string onnx_import::quoteName(llvm::StringRef name) {
  return "'" + escapeName(name) + "'";
}

std::string onnx_import::formatShape(llvm::ArrayRef<int64_t> shape) {
  return "[" +
         llvm::join(llvm::map_range(
                        shape, [](int64_t d) { return std::to_string(d); }),
                    ", ") +
         "]";
}

std::string onnx_import::getDataTypeName(int32_t dataType) {
  if (dataType != TensorProto::UNDEFINED &&
      TensorProto::DataType_IsValid(dataType)) {
    std::string name = TensorProto::DataType_Name(
        static_cast<TensorProto::DataType>(dataType));
    for (char &c : name)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name;
  }
  return "data type " + std::to_string(dataType);
}

int64_t onnx_import::getElementByteWidth(int32_t dataType) {
  switch (dataType) {
  case TensorProto::BOOL:
  case TensorProto::INT8:
  case TensorProto::UINT8:
    return 1;
  case TensorProto::INT16:
  case TensorProto::UINT16:
  case TensorProto::FLOAT16:
  case TensorProto::BFLOAT16:
    return 2;
  case TensorProto::INT32:
  case TensorProto::UINT32:
  case TensorProto::FLOAT:
    return 4;
  case TensorProto::INT64:
  case TensorProto::UINT64:
  case TensorProto::DOUBLE:
  case TensorProto::COMPLEX64:
    return 8;
  case TensorProto::COMPLEX128:
    return 16;
  default:
    return 0;
  }
}

int64_t TensorData::getNumElements() const {
  // decodeTensor bounds the count of non-empty tensors only.
  if (llvm::is_contained(shape, 0))
    return 0;
  int64_t count = 1;
  for (int64_t dim : shape)
    count *= dim;
  return count;
}

namespace {

llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Appends the low `width` bytes of `value`, little-endian.
void appendLittleEndian(std::vector<char> &bytes, uint64_t value,
                        int64_t width) {
  for (int64_t i = 0; i < width; ++i)
    bytes.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

template <typename T> void appendBits(std::vector<char> &bytes, T value) {
  static_assert(sizeof(T) <= 8, "one scalar at a time");
  uint64_t bits = 0;
  std::memcpy(&bits, &value, sizeof(T));
  appendLittleEndian(bytes, bits, sizeof(T));
}

llvm::Error countMismatch(int64_t got, int64_t expected,
                          llvm::StringRef field) {
  return fail("holds " + llvm::Twine(got) + " values in " + field +
              " but its shape has " + llvm::Twine(expected) + " elements");
}

} // namespace

/// The bytes of `tensor`'s external data (ONNX's external data: keys
/// location, offset, length and checksum), read from the file `location`
/// names inside `modelDir` as ONNX's own loader reads it.
static llvm::Expected<std::string> readExternalData(const TensorProto &tensor,
                                                    llvm::StringRef modelDir) {
  if (modelDir.empty())
    return fail("stores its data externally, but there is no model file "
                "beside which to read it (a model not read from a file, or "
                "a tensor of a test data set)");
  std::string location;
  int64_t offset = 0, length = -1;
  for (const onnx::StringStringEntryProto &entry : tensor.external_data()) {
    llvm::StringRef key = entry.key(), value = entry.value();
    int64_t *number = key == "offset"   ? &offset
                      : key == "length" ? &length
                                        : nullptr;
    if (key == "location")
      location = entry.value();
    else if (number && (value.getAsInteger(10, *number) || *number < 0))
      return fail("has external data " + key + " " + quoteName(value) +
                  ", which is not a size");
    else if (!number && key != "checksum") // ONNX does not verify it either
      return fail("has external data key " + quoteName(key) +
                  ", which ONNX does not define");
  }
  if (location.empty())
    return fail("stores its data externally but names no location");
  // Confined to the model's directory, as ONNX's loader requires: relative,
  // no "..", and no symbolic link that leads out of it.
  bool escapes =
      llvm::sys::path::is_absolute(location) ||
      llvm::any_of(llvm::make_range(llvm::sys::path::begin(location),
                                    llvm::sys::path::end(location)),
                   [](llvm::StringRef part) { return part == ".."; });
  llvm::SmallString<256> path(modelDir), realPath, realDir;
  llvm::sys::path::append(path, location);
  if (!escapes && !llvm::sys::fs::real_path(path, realPath) &&
      !llvm::sys::fs::real_path(modelDir, realDir))
    escapes = !llvm::StringRef(realPath).starts_with(
        (realDir + llvm::sys::path::get_separator()).str());
  if (escapes)
    return fail("stores its data in " + quoteName(location) +
                ", which is outside the model's directory");
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fail("stores its data in " + quoteName(location) +
                ", which cannot be read: " + buffer.getError().message());
  llvm::StringRef bytes = (*buffer)->getBuffer();
  if (static_cast<uint64_t>(offset) > bytes.size() ||
      (length >= 0 && static_cast<uint64_t>(length) > bytes.size() - offset))
    return fail("stores its data in " + quoteName(location) + " at offset " +
                llvm::Twine(offset) + ", length " + llvm::Twine(length) +
                ", but the file has " + llvm::Twine(bytes.size()) + " bytes");
  bytes = bytes.drop_front(offset);
  if (length >= 0)
    bytes = bytes.take_front(length);
  return bytes.str();
}

llvm::Expected<TensorData> onnx_import::decodeTensor(const TensorProto &tensor,
                                                     llvm::StringRef modelDir) {
  if (tensor.data_location() == TensorProto::EXTERNAL) {
    llvm::Expected<std::string> bytes = readExternalData(tensor, modelDir);
    if (!bytes)
      return bytes.takeError();
    // What ONNX's loader makes of it: the bytes as raw_data.
    TensorProto loaded = tensor;
    loaded.clear_external_data();
    loaded.set_data_location(TensorProto::DEFAULT);
    loaded.set_raw_data(std::move(*bytes));
    return decodeTensor(loaded);
  }
  TensorData data;
  data.dataType = tensor.data_type();
  int64_t width = getElementByteWidth(data.dataType);
  bool isString = data.dataType == TensorProto::STRING;
  if (width == 0 && !isString)
    return fail("has unsupported " + getDataTypeName(data.dataType));
  if (tensor.external_data_size() != 0)
    return fail("has external_data but its data_location is not EXTERNAL");
  if (tensor.has_segment())
    return fail("is segmented, which is not supported");

  // Element count, guarding against overflow and absurd sizes: the data must
  // be in the message anyway, except for empty tensors, whose other
  // dimensions may be anything (a 0 anywhere makes the count 0).
  bool isEmpty = false;
  for (int64_t dim : tensor.dims()) {
    if (dim < 0)
      return fail("has negative dimension " + llvm::Twine(dim));
    data.shape.push_back(dim);
    isEmpty |= dim == 0;
  }
  int64_t count = isEmpty ? 0 : 1;
  for (int64_t dim : data.shape) {
    if (isEmpty)
      break;
    if (count > INT64_MAX / 16 / dim)
      return fail("has too many elements");
    count *= dim;
  }

  auto checkCount = [&](int64_t got, llvm::StringRef field) -> llvm::Error {
    if (got != count)
      return countMismatch(got, count, field);
    return llvm::Error::success();
  };

  if (isString) {
    if (tensor.has_raw_data())
      return fail("is a string tensor with raw_data, which ONNX does not "
                  "allow");
    if (llvm::Error error =
            checkCount(tensor.string_data_size(), "string_data"))
      return std::move(error);
    data.strings.assign(tensor.string_data().begin(),
                        tensor.string_data().end());
    return data;
  }

  if (tensor.has_raw_data()) {
    // ONNX keeps a tensor's data in raw_data or in one typed field, never
    // both (ONNX Runtime refuses such a tensor: which one counts?).
    for (auto [size, field] :
         {std::pair<int, const char *>{tensor.float_data_size(), "float_data"},
          {tensor.int32_data_size(), "int32_data"},
          {tensor.string_data_size(), "string_data"},
          {tensor.int64_data_size(), "int64_data"},
          {tensor.double_data_size(), "double_data"},
          {tensor.uint64_data_size(), "uint64_data"}})
      if (size > 0)
        return fail(llvm::Twine("has both raw_data and ") + field +
                    "; ONNX allows only one of them");
    const std::string &raw = tensor.raw_data();
    if (static_cast<int64_t>(raw.size()) != count * width)
      return fail("has " + llvm::Twine(raw.size()) +
                  " bytes of raw_data but its shape and " +
                  getDataTypeName(data.dataType) + " need " +
                  llvm::Twine(count * width));
    data.bytes.assign(raw.begin(), raw.end());
    if (data.dataType == TensorProto::BOOL)
      for (char &c : data.bytes)
        c = c != 0;
    return data;
  }

  switch (data.dataType) {
  case TensorProto::FLOAT:
    if (llvm::Error error = checkCount(tensor.float_data_size(), "float_data"))
      return std::move(error);
    for (float value : tensor.float_data())
      appendBits(data.bytes, value);
    break;
  case TensorProto::COMPLEX64:
    if (tensor.float_data_size() != 2 * count)
      return countMismatch(tensor.float_data_size(), 2 * count,
                           "float_data (two per complex value)");
    for (float value : tensor.float_data())
      appendBits(data.bytes, value);
    break;
  case TensorProto::DOUBLE:
    if (llvm::Error error =
            checkCount(tensor.double_data_size(), "double_data"))
      return std::move(error);
    for (double value : tensor.double_data())
      appendBits(data.bytes, value);
    break;
  case TensorProto::COMPLEX128:
    if (tensor.double_data_size() != 2 * count)
      return countMismatch(tensor.double_data_size(), 2 * count,
                           "double_data (two per complex value)");
    for (double value : tensor.double_data())
      appendBits(data.bytes, value);
    break;
  case TensorProto::INT64:
    if (llvm::Error error = checkCount(tensor.int64_data_size(), "int64_data"))
      return std::move(error);
    for (int64_t value : tensor.int64_data())
      appendBits(data.bytes, value);
    break;
  case TensorProto::UINT32:
  case TensorProto::UINT64:
    if (llvm::Error error =
            checkCount(tensor.uint64_data_size(), "uint64_data"))
      return std::move(error);
    for (uint64_t value : tensor.uint64_data())
      appendLittleEndian(data.bytes, value, width);
    break;
  default:
    // int32_data carries every type of 32 bits or less, float16 and bfloat16
    // as their bit patterns.
    if (llvm::Error error = checkCount(tensor.int32_data_size(), "int32_data"))
      return std::move(error);
    for (int32_t value : tensor.int32_data()) {
      uint64_t bits = static_cast<uint32_t>(value);
      if (data.dataType == TensorProto::BOOL)
        bits = bits != 0;
      appendLittleEndian(data.bytes, bits, width);
    }
    break;
  }
  return data;
}

llvm::Expected<TensorData>
onnx_import::decodeSparseTensor(const onnx::SparseTensorProto &tensor) {
  // The dense shape: dims; its size is bounded because only the non-zero
  // values are in the message.
  constexpr int64_t kMaxDenseElements = int64_t(1) << 28;
  TensorData dense;
  dense.dataType = tensor.values().data_type();
  int64_t count = 1;
  for (int64_t dim : tensor.dims()) {
    if (dim < 0)
      return fail("has negative dimension " + llvm::Twine(dim));
    dense.shape.push_back(dim);
  }
  if (!llvm::is_contained(dense.shape, 0)) {
    for (int64_t dim : dense.shape) {
      if (count > kMaxDenseElements / dim)
        return fail("is sparse with more than 2^28 elements in its dense "
                    "form, which is not supported");
      count *= dim;
    }
  } else {
    count = 0;
  }
  llvm::Expected<TensorData> values = decodeTensor(tensor.values());
  if (!values)
    return fail("has a values tensor that " +
                llvm::toString(values.takeError()));
  llvm::Expected<TensorData> indices = decodeTensor(tensor.indices());
  if (!indices)
    return fail("has an indices tensor that " +
                llvm::toString(indices.takeError()));
  int64_t nnz = values->getNumElements();
  if (values->shape.size() != 1)
    return fail("has values of rank " + llvm::Twine(values->shape.size()) +
                "; sparse values must be 1-D");
  if (indices->dataType != TensorProto::INT64)
    return fail("has indices of type " + getDataTypeName(indices->dataType) +
                "; sparse indices must be int64");
  int64_t rank = dense.shape.size();
  bool linear = indices->shape.size() == 1 && indices->shape[0] == nnz;
  bool coordinates = indices->shape.size() == 2 && indices->shape[0] == nnz &&
                     indices->shape[1] == rank;
  if (!linear && !coordinates)
    return fail(
        "has indices of shape [" +
        llvm::join(llvm::map_range(indices->shape,
                                   [](int64_t d) { return std::to_string(d); }),
                   ", ") +
        "]; for " + llvm::Twine(nnz) + " values and rank " + llvm::Twine(rank) +
        " they must be [" + llvm::Twine(nnz) + "] or [" + llvm::Twine(nnz) +
        ", " + llvm::Twine(rank) + "]");
  bool isString = dense.dataType == TensorProto::STRING;
  int64_t width = getElementByteWidth(dense.dataType);
  if (isString)
    dense.strings.resize(count);
  else
    dense.bytes.resize(count * width, 0);
  auto index = [&](int64_t i) {
    int64_t value;
    std::memcpy(&value, indices->bytes.data() + i * sizeof(int64_t),
                sizeof(int64_t));
    return value;
  };
  for (int64_t i = 0; i < nnz; ++i) {
    int64_t position = 0;
    if (linear) {
      position = index(i);
      if (position < 0 || position >= count)
        return fail("has index " + llvm::Twine(position) +
                    " out of range for " + llvm::Twine(count) + " elements");
    } else {
      for (int64_t d = 0; d < rank; ++d) {
        int64_t coordinate = index(i * rank + d);
        if (coordinate < 0 || coordinate >= dense.shape[d])
          return fail("has coordinate " + llvm::Twine(coordinate) +
                      " out of range for dimension " + llvm::Twine(d) +
                      " of size " + llvm::Twine(dense.shape[d]));
        position = position * dense.shape[d] + coordinate;
      }
    }
    if (isString)
      dense.strings[position] = values->strings[i];
    else
      std::memcpy(dense.bytes.data() + position * width,
                  values->bytes.data() + i * width, width);
  }
  return dense;
}

ElementsAttr onnx_import::getElementsAttr(MLIRContext *context,
                                          const TensorData &data) {
  auto type =
      RankedTensorType::get(data.shape, getElementType(context, data.dataType));
  if (data.dataType == TensorProto::STRING) {
    llvm::SmallVector<Attribute> strings;
    strings.reserve(data.strings.size());
    for (const std::string &text : data.strings)
      strings.push_back(StringAttr::get(context, text));
    return getConstantElements(type, strings);
  }
  if (data.dataType == TensorProto::BOOL) {
    // MLIR packs i1 raw buffers into bits; ONNX uses one byte per value.
    llvm::SmallVector<bool> values(data.bytes.begin(), data.bytes.end());
    return DenseElementsAttr::get(type, values);
  }
  return DenseElementsAttr::getFromRawBuffer(type, data.bytes);
}
