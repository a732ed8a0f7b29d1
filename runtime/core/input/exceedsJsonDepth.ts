/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth` (`{"a":[1]}` is 2 deep). A
 * scan of the characters (brackets inside strings do not count), stopping at the first level too
 * deep: it runs before any parser, so no recursion ever meets a hostile depth (JSON.stringify and
 * the validators recurse). The text need not be valid JSON: the parser judges that afterwards.
 */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
