// Jest stand-in for stylesheets, images and PDFs imported by client modules: their URL.
module.exports = 'test-file-stub';
