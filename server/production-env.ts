/**
 * Preloaded (`node --import`) by `npm start`, `npm run bench` and `npm run lighthouse`, before any
 * module: React and React Router choose their production builds from NODE_ENV when first loaded,
 * and the development builds render several times slower. NODE_ENV set by the caller wins.
 */
process.env.NODE_ENV ??= "production";
