#!/usr/bin/env bash
# check-depends.sh PACKAGE.deb ROOT: for every library that an ELF file of the
# package (unpacked in ROOT) names in its NEEDED entries and that the package
# does not ship, prints
#   <library> <Debian package that ships it>: declared | NOT declared
# once, sorted: "declared" when the package's Depends names that package.
set -euo pipefail
deb=$1
root=$2
depends=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/^ *//; s/ .*//')
owner() {
  # Debian merges /lib into /usr/lib; dpkg knows each file by one of both.
  local path=$1
  dpkg -S "$path" 2> /dev/null || dpkg -S "${path#/usr}" 2> /dev/null ||
    dpkg -S "/usr$path" 2> /dev/null || echo "?: $path"
}
find "$root" -type f | while read -r file; do
  file -b "$file" | grep -q '^ELF' || continue
  # Where the dynamic loader finds each library the file itself needs.
  needed=$(readelf -d "$file" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
  ldd "$file" | awk -v needed="$needed" '
    BEGIN { split(needed, names, "\n"); for (i in names) want[names[i]] = 1 }
    $2 == "=>" && $3 ~ /^\// && ($1 in want) { print $1, $3 }'
done | sort -u | while read -r soname path; do
  case $(realpath "$path") in "$(realpath "$root")"/*) continue ;; esac
  package=$(owner "$(realpath "$path")" | head -1 | cut -d: -f1)
  if grep -qx "$package" <<< "$depends"; then
    echo "$soname $package: declared"
  else
    echo "$soname $package: NOT declared"
  fi
done | sort -u
