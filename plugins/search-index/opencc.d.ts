// opencc-js exports its dictionaries (`opencc-js/dict/<name>`) without types: each is one string.
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
