// The staff SPA build (loaded through tsx: NODE_OPTIONS='--import tsx' webpack --mode production).
// Every route screen is a lazy chunk named after its route; the stats JSON feeds test/tools/bundle-sizes.ts.
// A second entry, `customer`, builds the customer pages (c.html, served for /c/*) without the staff
// app's libraries. index.html preloads the app's chunks; login.html, the same page for /login, does not.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Chunk, type Compiler, type Configuration } from 'webpack';
import { opensWithBanners, ROUTES, type RouteName } from './src/client/app/routes';
import { CHUNK_LOAD_TIMEOUT_MS } from './src/shared/constants';
import { PRODUCT } from './src/shared/product';

const root = __dirname;
const publicStatic = join(root, 'public/static');
const compressible = /\.(js|css|html|svg|json|txt)$/;
// The vendor groups: React with the entry (the fresh login page paints with it alone); the router, MUI
// and the state libraries with the app's chunk, which every other page starts at once. The customer
// pages keep their React in their own chunk.
const staffEntry = (chunk: Chunk) => chunk.name === 'main';
const staffApp = (chunk: Chunk) => chunk.name === 'app';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Emits public/static/** as /static/** (PDFs and other files served as they are). */
class PublicStaticPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PublicStaticPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicStaticPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of filesUnder(publicStatic)) {
            compilation.fileDependencies.add(file);
            const name = join('static', relative(publicStatic, file));
            compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Every page but a fresh /login starts the app's chunk group at once (src/client/index.tsx): index.html
 * preloads it beside the entry, so it does not wait for the entry to run. login.html (served for
 * /login) leaves it out: the login paints from the entry alone, and prefetches the app afterwards.
 */
class AppPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AppPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AppPreloadPlugin', (data) => {
        if (data.outputName !== 'index.html') return data;
        const files = (compilation.namedChunkGroups.get('app')?.getFiles() ?? []).filter((f) =>
          f.endsWith('.js'),
        );
        const preloads = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            // As low as the entry's deferred scripts: fetched beside them, never ahead of the page.
            fetchpriority: 'low',
            href: `${data.publicPath}${file}`,
          }),
        );
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}

/**
 * Writes route-preloads.json: index.html's own scripts (`page`: the entry's, then the app's), and for
 * each route with a screen chunk, its path, the scripts its first paint needs beyond those (the
 * route's chunk group, and the main layout's for a route in that layout) and whether the page asks
 * for its banners as it starts. The server sends them in a `Link: rel=preload` header with the page
 * (plugins/client-app.ts), so they download beside the app's chunks instead of after the app has run
 * (issue 17: LCP of / and /contracts).
 */
class RoutePreloadsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are in the file names, before the compression.
        { name: 'RoutePreloadsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const scripts = (group: string) =>
            (compilation.namedChunkGroups.get(group)?.getFiles() ?? []).filter((f) => f.endsWith('.js'));
          const inPage = new Set([...scripts('main'), ...scripts('app')]);
          const mainLayout = scripts('layout-main');
          const routes = Object.entries(ROUTES).flatMap(([name, route]) => {
            if (!compilation.namedChunkGroups.has(name)) return [];
            const needed = [...(route.layout === 'main' ? mainLayout : []), ...scripts(name)];
            const files = [...new Set(needed)].filter((f) => !inPage.has(f));
            // The pages that ask for their banners at once (src/client/index.tsx).
            const banners = opensWithBanners(name as RouteName);
            return [{ name, path: route.path, files, banners }];
          });
          // The page's own scripts lead the header, the entry's first: over HTTP/1.1's six connections
          // per host the browser asks in the order it learns of them, and the header comes before the
          // HTML, so the route's chunks would otherwise queue the entry (and the session it asks for).
          const page = [...inPage];
          compilation.emitAsset(
            'route-preloads.json',
            new webpack.sources.RawSource(JSON.stringify({ page, routes }, null, 1)),
          );
        },
      );
    });
  }
}

/** Writes dist/stats.json with the chunk groups the bundle-size report reads. */
class StatsFilePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tapPromise('StatsFilePlugin', async (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkGroups: true,
        entrypoints: true,
        hash: true,
        outputPath: true,
      });
      const { writeFile } = await import('node:fs/promises');
      await writeFile(resolve(root, 'dist/stats.json'), JSON.stringify(json));
    });
  }
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/client/index.tsx', customer: './src/client/customer/index.tsx' },
    output: {
      path: resolve(root, 'dist/client'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      // spec §7: lazily loaded chunks time out after 120 s (ChunkLoadError type 'timeout').
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    // No eval-based source maps in development: the server's CSP (script-src 'self') refuses eval.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build; production takes the lean one.
      alias: production
        ? {
            'react-router$': resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|pdf)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} } }),
      ],
      // Each entry carries its own runtime (the staff and customer pages never share a document): one
      // script fewer for every page to ask for.
      runtimeChunk: false,
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        // Shared chunks of at least 60 KB (webpack's default is 20): a page asks for a handful of
        // scripts, not twenty small ones queued six at a time over HTTP/1.1 (issue 17: LCP of / went
        // 2.98 → 2.56 s in Lighthouse; the chunks are smaller in all, compressed together).
        minSize: 60_000,
        cacheGroups: {
          // Libraries that change together ship together, so an app release keeps them cached.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'vendor-react',
            chunks: staffEntry,
            priority: 30,
          },
          // The router and the state libraries: one script (they change as rarely as each other).
          appLibraries: {
            test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|react-redux|redux-saga|@redux-saga|immer|reselect|redux-thunk|xstate|@xstate|use-sync-external-store)[\\/]/,
            name: 'vendor-app',
            chunks: staffApp,
            priority: 30,
          },
          ui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|notistack|clsx|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
            name: 'vendor-ui',
            chunks: staffApp,
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        title: PRODUCT.name,
        inject: 'body',
        chunks: ['main'],
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        filename: 'login.html',
        title: PRODUCT.name,
        inject: 'body',
        chunks: ['main'],
      }),
      new AppPreloadPlugin(),
      new RoutePreloadsPlugin(),
      new HtmlWebpackPlugin({
        template: './public/c.html',
        filename: 'c.html',
        inject: 'body',
        chunks: ['customer'],
      }),
      new PublicStaticPlugin(),
      ...(production
        ? [
            new CompressionPlugin({ test: compressible, algorithm: 'gzip', filename: '[path][base].gz' }),
            new CompressionPlugin<zlib.BrotliOptions>({
              test: compressible,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
            new StatsFilePlugin(),
          ]
        : []),
    ],
  };
};
