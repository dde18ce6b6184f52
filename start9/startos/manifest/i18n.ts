// Static texts of the manifest (marketplace page). The app itself speaks pt-BR.
export const short = {
  en_US: 'Bitcoin raffles paid over Lightning, drawn from a future block hash',
  pt_BR: 'Rifas de Bitcoin pagas via Lightning, sorteadas por hash de bloco',
};

export const long = {
  en_US:
    'Rifa Relâmpago (in Brazilian Portuguese) runs Bitcoin raffles from your own node. Participants buy tickets with Lightning invoices from your LND; the winning ticket comes from the hash of a future Bitcoin block, so anyone can verify the draw; the prize is paid on-chain from the LND wallet. Raffle pages are public; administration is protected by the app login.',
  pt_BR:
    'A Rifa Relâmpago roda rifas de Bitcoin no seu próprio nó. Os participantes compram bilhetes com faturas Lightning do seu LND; o bilhete vencedor sai do hash de um bloco futuro, então qualquer um confere o sorteio; o prêmio é pago on-chain pela carteira do LND. As páginas das rifas são públicas; a administração é protegida pelo login do app.',
};

export const lndDescription = {
  en_US: 'Creates the Lightning invoices for tickets and pays prizes on-chain from its wallet.',
  pt_BR: 'Cria as faturas Lightning dos bilhetes e paga os prêmios on-chain pela sua carteira.',
};

export const bitcoindDescription = {
  en_US: 'Provides the block hashes the draws are made from.',
  pt_BR: 'Fornece os hashes de bloco dos quais saem os sorteios.',
};
